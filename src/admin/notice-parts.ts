/** The parts the editing screen's own notices share, so that they look and close alike. */

/** A "Sluiten" button that removes `box` from the screen. */
export function closeButton(doc: Document, box: HTMLElement): HTMLButtonElement {
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = 'Sluiten';
  close.setAttribute(
    'style',
    'margin-top:12px;padding:6px 14px;border-radius:5px;border:1px solid #3a69c7;background:#fff;color:#3a69c7;' +
      'font:inherit;cursor:pointer',
  );
  close.addEventListener('click', () => box.remove());
  return close;
}
