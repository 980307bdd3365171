/**
 * An upload cleaned before it was saved says so: the local backend takes out of a drawing what
 * the site never publishes (scripts, event attributes, outside addresses) and answers an upload, or
 * the save of an entry with its pictures, with what it took out (`cleaned`), which Decap does not
 * show. This reads that answer and tells the editor, in Dutch, over the screen, until they close it.
 */

import { closeButton } from './notice-parts.ts';

const noticeId = 'cleaned-upload';

/** Wraps `win.fetch` for the backend at `backendPath` and shows the notice after such an upload. */
export function announceCleanedUploads(win: Window & typeof globalThis, backendPath = '/api/v1'): void {
  const original = win.fetch.bind(win);
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!response.ok || typeof init?.body !== 'string' || new URL(url, win.location.href).pathname !== backendPath)
      return response;
    if (!init.body.includes('"persistMedia"') && !init.body.includes('"persistEntry"')) return response;
    const answer = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { name?: unknown; cleaned?: unknown };
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((c) => typeof c === 'string') : []);
    // An upload answers with its own list; a save of an entry, with a list per drawing saved with it.
    const drawings: [string, string[]][] = Array.isArray(answer.cleaned)
      ? [[typeof answer.name === 'string' ? answer.name : '', strings(answer.cleaned)]]
      : Object.entries((answer.cleaned ?? {}) as Record<string, unknown>).map(([name, list]) => [name, strings(list)]);
    const cleaned = drawings.filter(([, list]) => list.length);
    if (cleaned.length) showCleaned(win.document, cleaned);
    return response;
  };
}

/** The notice over the screen: which drawings, and what was taken out of each. */
export function showCleaned(doc: Document, drawings: [name: string, cleaned: string[]][]): HTMLElement {
  doc.getElementById(noticeId)?.remove();
  const box = doc.createElement('div');
  box.id = noticeId;
  box.setAttribute('role', 'status');
  box.setAttribute(
    'style',
    'position:fixed;z-index:100001;left:50%;top:16px;transform:translateX(-50%);width:min(560px,calc(100vw - 32px));' +
      'box-sizing:border-box;padding:16px 20px;border-radius:8px;background:#fff;color:#2a2a2a;' +
      'border:2px solid #3a69c7;box-shadow:0 8px 32px rgba(0,0,0,.25);font:15px/1.45 system-ui,sans-serif',
  );
  const title = doc.createElement('h2');
  const names = drawings.map(([name]) => name || 'De tekening').join(', ');
  title.textContent = `${names} ${drawings.length > 1 ? 'zijn' : 'is'} schoongemaakt en zo opgeslagen`;
  title.setAttribute('style', 'margin:0 0 8px;font-size:17px;color:#1f3f82');
  const text = doc.createElement('p');
  text.textContent =
    'De site publiceert geen scripts, gebeurtenissen of verwijzingen naar andere sites in een tekening. ' +
    'Dit is eruit gehaald:';
  text.setAttribute('style', 'margin:0 0 8px');
  const list = doc.createElement('ul');
  list.setAttribute('style', 'margin:0;padding-left:20px');
  for (const [name, cleaned] of drawings)
    for (const item of cleaned) {
      const li = doc.createElement('li');
      li.textContent = drawings.length > 1 ? `${name}: ${item}` : item;
      list.append(li);
    }
  const close = closeButton(doc, box);
  box.append(title, text, list, close);
  doc.body.append(box);
  return box;
}
