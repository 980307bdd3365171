/**
 * A counter under every text field whose hint names a length in characters ("150 tot 160
 * tekens"), counting while the editor types, so a description that search results would cut off
 * or a title that is too short is seen before saving, not in the build's report afterwards.
 */

/** The range a hint names, `[150, 160]` for "… 150 tot 160 tekens". */
export function lengthRange(hint: string): [number, number] | undefined {
  const found = /(\d+) tot (\d+) tekens/.exec(hint);
  return found ? [Number(found[1]), Number(found[2])] : undefined;
}

/** What the counter says of a text of `length` characters, and whether that length is right. */
export function counterText(length: number, [min, max]: [number, number]): { text: string; fits: boolean } {
  const count = `${length} ${length === 1 ? 'teken' : 'tekens'}`;
  if (length < min) return { text: `${count}: nog ${min - length} te kort (${min} tot ${max})`, fits: false };
  if (length > max) return { text: `${count}: ${length - max} te lang (${min} tot ${max})`, fits: false };
  return { text: `${count}: goed (${min} tot ${max})`, fits: true };
}

/** Shows and updates the counter of the field being typed in. */
export function watchLengths(doc: Document): void {
  const update = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    // The field, its label and its hint are children of one element.
    const container = field.parentElement;
    const hint = [...(container?.children ?? [])].find((el) => el.tagName === 'P' && !el.hasAttribute('data-counter'));
    const range = hint && lengthRange(hint.textContent ?? '');
    if (!hint || !range) return;
    let counter = container!.querySelector<HTMLElement>(':scope > [data-counter]');
    if (!counter) {
      counter = doc.createElement('p');
      counter.setAttribute('data-counter', '');
      counter.setAttribute('aria-live', 'polite');
      counter.style.cssText = 'margin: 4px 0 0; font-size: 12px; font-weight: 600;';
      hint.after(counter);
    }
    const { text, fits } = counterText(field.value.trim().length, range);
    counter.textContent = text;
    counter.style.color = fits ? '#1f6f50' : '#b3261e';
  };
  doc.addEventListener('input', update, true);
  doc.addEventListener('focusin', update, true);
}
