/**
 * A save the build would refuse is not written (scripts/cms/save-checks.ts): the backend answers
 * every problem at once, one line each as `Label: what to fix`. The screen lists them over the
 * form and puts each beside the field of that label, until the next save.
 */

import { closeButton } from './notice-parts.ts';

const listId = 'save-problems';
const besideAttribute = 'data-save-problem';

/** The problems of an answer's text: its lines after the first, split at the label. */
export function problemLines(text: string): { label: string; message: string }[] {
  return text
    .split('\n')
    .slice(1)
    .map((line) => {
      const colon = line.indexOf(': ');
      return colon > 0 ? { label: line.slice(0, colon), message: line.slice(colon + 2) } : { label: '', message: line };
    });
}

/** The form's label elements whose text is `name`, optional or not, inside `scope`. */
const labelsIn = (scope: ParentNode, name: string): HTMLElement[] =>
  [...scope.querySelectorAll<HTMLElement>('label')].filter(
    (el) =>
      (el.textContent ?? '')
        .replace(/ \(optioneel\)$/i, '')
        .trim()
        .toLowerCase() === name.replace(/ \d+$/, '').toLowerCase(),
  );

/**
 * The label of a field `A → B`: the first label B after A's label, in the nearest part of the
 * form around A's label that holds one (Decap puts an object's fields beside its heading).
 */
function labelOf(doc: Document, label: string): HTMLElement | undefined {
  const [first, ...rest] = label.split(' → ');
  let found = labelsIn(doc, first!)[0];
  for (const part of rest) {
    const after: HTMLElement = found!;
    let next: HTMLElement | undefined;
    for (let scope = after?.parentElement; scope && !next; scope = scope.parentElement)
      next = labelsIn(scope, part).find((l) => after.compareDocumentPosition(l) & Node.DOCUMENT_POSITION_FOLLOWING);
    found = next;
    if (!found) return undefined;
  }
  return found;
}

/** Takes away what the last refused save showed. */
export function clearProblems(doc: Document): void {
  doc.getElementById(listId)?.remove();
  for (const el of doc.querySelectorAll(`[${besideAttribute}]`)) el.remove();
}

/** Shows the problems of a refused save: a list over the form, and each beside its field. */
export function showProblems(doc: Document, heading: string, problems: { label: string; message: string }[]): void {
  clearProblems(doc);
  const box = doc.createElement('div');
  box.id = listId;
  box.setAttribute('role', 'alert');
  box.setAttribute(
    'style',
    'position:fixed;z-index:100000;right:16px;bottom:16px;width:min(560px,calc(100vw - 32px));max-height:45vh;' +
      'overflow:auto;box-sizing:border-box;padding:16px 20px;border-radius:8px;background:#fff;color:#2a2a2a;' +
      'border:2px solid #b3261e;box-shadow:0 8px 32px rgba(0,0,0,.25);font:15px/1.45 system-ui,sans-serif',
  );
  const title = doc.createElement('h2');
  title.textContent = `Niet opgeslagen: ${heading.split(';')[0]}`;
  title.setAttribute('style', 'margin:0 0 8px;font-size:17px;color:#b3261e');
  const list = doc.createElement('ul');
  list.setAttribute('style', 'margin:0;padding-left:20px');
  for (const problem of problems) {
    const item = doc.createElement('li');
    const label = doc.createElement('strong');
    label.textContent = problem.label ? `${problem.label}: ` : '';
    item.append(label, problem.message);
    list.append(item);
    // Beside the field: under its hint, where the form says what the field is for.
    for (const el of [labelOf(doc, problem.label)].filter((l) => l !== undefined)) {
      const note = doc.createElement('p');
      note.setAttribute(besideAttribute, '');
      note.textContent = problem.message;
      note.setAttribute('style', 'margin:4px 0 0;font-size:13px;font-weight:600;color:#b3261e');
      el.parentElement?.append(note);
    }
  }
  const close = closeButton(doc, box);
  box.append(title, list, close);
  doc.body.append(box);
}
