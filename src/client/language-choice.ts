/**
 * The language switcher is a plain link; clicking it stores the choice that detect-language.ts
 * reads on later visits.
 */
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[data-lang-switch]');
  if (link) localStorage.setItem('lang', link.getAttribute('data-lang-switch')!);
});
