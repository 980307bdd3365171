/**
 * Native dialogs open through invoker commands (`commandfor`) and close on a click on their
 * backdrop (`closedby="any"`); browsers without either get the same by script.
 */
if (!('commandForElement' in HTMLButtonElement.prototype)) {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[commandfor]');
    const dialog = button ? document.getElementById(button.getAttribute('commandfor')!) : null;
    if (!button || !(dialog instanceof HTMLDialogElement)) return;
    if (button.getAttribute('command') === 'show-modal') dialog.showModal();
    else if (button.getAttribute('command') === 'close') dialog.close();
  });
}
if (!('closedBy' in HTMLDialogElement.prototype)) {
  document.addEventListener('click', (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    const r = dialog.getBoundingClientRect();
    if (event.clientX < r.left || event.clientX > r.right || event.clientY < r.top || event.clientY > r.bottom)
      dialog.close();
  });
}
