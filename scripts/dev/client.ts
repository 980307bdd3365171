/**
 * The page script of the dev server, added to every page it serves (never to a build): reloads
 * the page when it changed, and shows content problems over the page until they are fixed.
 */
import { eventsPath, type DevEvent, type OverlayProblem } from './protocol.ts';

const hostName = 'dev-overlay';

function overlayStyles(): string {
  return `
    :host { all: initial; position: fixed; inset: 0 0 auto 0; z-index: 2147483647;
      font: 15px/1.5 system-ui, sans-serif; }
    .panel { margin: 16px auto; max-width: 860px; max-height: calc(100vh - 32px); overflow: auto;
      background: #fff; color: #1d1d1d; border-top: 6px solid #b3261e; border-radius: 8px;
      box-shadow: 0 12px 40px rgb(0 0 0 / 0.35); padding: 20px 24px; }
    h2 { font-size: 18px; margin: 0 40px 8px 0; color: #b3261e; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { padding: 10px 0; border-top: 1px solid #e6e0dc; }
    .where { font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; color: #444; overflow-wrap: anywhere; }
    .field { font-weight: 600; }
    .message { white-space: pre-wrap; overflow-wrap: anywhere; }
    .note { margin: 12px 0 0; color: #555; font-size: 14px; }
    button { position: absolute; top: 24px; right: max(24px, calc(50% - 406px));
      font: inherit; font-size: 22px; line-height: 1; width: 36px; height: 36px;
      border: 1px solid #ccc; border-radius: 6px; background: #fff; color: #1d1d1d; cursor: pointer; }
    button:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  `;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  // textContent, never innerHTML: messages quote what editors wrote.
  if (text !== undefined) node.textContent = text;
  return node;
}

function removeOverlay(): void {
  document.querySelector(hostName)?.remove();
  document.removeEventListener('keydown', onKey);
}

function onKey(event: KeyboardEvent): void {
  if (event.key === 'Escape') removeOverlay();
}

function showOverlay(title: string, problems: OverlayProblem[], note: string): void {
  removeOverlay();
  const host = document.createElement(hostName);
  const root = host.attachShadow({ mode: 'open' });
  // A constructed stylesheet, not a <style> element: the page's Content-Security-Policy allows no inline styles.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(overlayStyles());
  root.adoptedStyleSheets = [sheet];
  const panel = element('div', 'panel');
  panel.setAttribute('role', 'alert');
  panel.append(element('h2', '', title));
  const list = element('ul', '');
  for (const p of problems) {
    const item = element('li', '');
    item.append(element('div', 'where', p.line ? `${p.file}:${p.line}` : p.file));
    const message = element('div', 'message');
    if (p.field) message.append(element('span', 'field', p.field), ': ');
    message.append(p.message);
    item.append(message);
    list.append(item);
  }
  panel.append(list, element('p', 'note', note));
  const close = element('button', '', '×');
  close.type = 'button';
  close.setAttribute('aria-label', 'Dismiss');
  close.addEventListener('click', removeOverlay);
  root.append(panel, close);
  document.documentElement.append(host);
  document.addEventListener('keydown', onKey);
}

const events = new EventSource(`${eventsPath}?path=${encodeURIComponent(location.pathname)}`);
let lost = false;
events.addEventListener('message', (event: MessageEvent<string>) => {
  const data = JSON.parse(event.data) as DevEvent;
  if (data.type === 'reload') location.reload();
  else if (data.type === 'problems') showOverlay(data.title, data.problems, data.note);
  else removeOverlay();
});
// After the dev server restarted, the page may be out of date.
events.addEventListener('error', () => {
  lost = true;
});
events.addEventListener('open', () => {
  if (lost) location.reload();
});
