/**
 * Runs inline in the head of every page, before it paints: applies the high-contrast mode a
 * visitor switched on before (stored in localStorage as `contrast=high`), and keeps a form sent
 * before the page's script has run (early-press.ts).
 */
import './early-press.ts';

(() => {
  try {
    if (localStorage.getItem('contrast') === 'high') document.documentElement.setAttribute('data-contrast', 'high');
  } catch {
    // Without storage the page keeps its normal contrast.
  }
})();
