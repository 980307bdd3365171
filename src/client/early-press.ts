/**
 * Part of the inline head script (see contrast.ts), so it is there before anything can be pressed.
 * Dialogs open and forms take input before the page's script has arrived; a form sent then
 * would go out as a plain form, which the page's policy blocks (`form-action 'none'`), and the
 * navigation the browser starts for it makes Chromium drop the script still on its way, so the
 * page would never wake. The press is kept instead, marked on the form, and islands.ts sends it
 * again once the form's code is there.
 */
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const island = form.closest('[data-island]');
    if (!island || island.getAttribute('data-hydrated') === '') return;
    // A form that only closes its dialog navigates nowhere.
    const submitter = (event as SubmitEvent).submitter;
    if ((submitter?.getAttribute('formmethod') ?? form.getAttribute('method')) === 'dialog') return;
    event.preventDefault();
    form.setAttribute('data-early-submit', '');
  },
  true,
);
