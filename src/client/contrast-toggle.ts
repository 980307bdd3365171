/**
 * High contrast: the footer button switches it and the choice is kept for every later page
 * (contrast.ts applies it there before the page paints).
 */
const contrastButtons = () => document.querySelectorAll('[data-contrast-toggle]');
const showContrast = (on: boolean) => contrastButtons().forEach((b) => b.setAttribute('aria-pressed', String(on)));
showContrast(document.documentElement.getAttribute('data-contrast') === 'high');
document.addEventListener('click', (event) => {
  if (!(event.target as Element | null)?.closest?.('[data-contrast-toggle]')) return;
  const on = document.documentElement.getAttribute('data-contrast') !== 'high';
  if (on) document.documentElement.setAttribute('data-contrast', 'high');
  else document.documentElement.removeAttribute('data-contrast');
  try {
    if (on) localStorage.setItem('contrast', 'high');
    else localStorage.removeItem('contrast');
  } catch {
    // The mode still applies to this page.
  }
  showContrast(on);
});
