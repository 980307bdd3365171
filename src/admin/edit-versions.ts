/**
 * No edit lost without a word, the screen's half (the backend's is scripts/cms/edit-conflicts.ts):
 * the screen remembers the version of each file as it opened it, sends those versions with a save,
 * and when the backend refuses the save because a file changed in the meantime, says so in Dutch
 * with the choice to see the other version or reload the entry.
 *
 * Decap's proxy backend talks to the local backend with `fetch`; this wraps it, and reads and adds
 * to the requests of the backend's own protocol only (`getEntry`, `persistEntry`, deletes).
 */

import { clearProblems, problemLines, showProblems } from './save-problems.ts';

/** What a tab knows of the files it opened: their version (`null`: not there) by path. */
export type Versions = Map<string, string | null>;

interface BackendRequest {
  action?: unknown;
  params?: Record<string, unknown>;
}

interface DataFile {
  path?: unknown;
  raw?: unknown;
}

const conflictStatus = 409;
/** A save the build would refuse (scripts/cms/save-checks.ts). */
const problemsStatus = 422;

/** A refusal whose message is all Decap's notice shows. */
class Refusal extends Error {
  override toString() {
    return this.message;
  }
}

/** A file's language as the form shows it, from its name (`werkpaard.en.md`): never its path. */
export function fileLabel(filePath: string): string {
  if (/\.en\.\w+$/.test(filePath)) return 'Engels';
  if (/\.nl\.\w+$/.test(filePath)) return 'Nederlands';
  return 'Het item';
}

/** The lines of `theirs` that `mine` does not have, and the other way round, in their order. */
export function differingLines(mine: string, theirs: string): { onlyTheirs: string[]; onlyMine: string[] } {
  const count = (lines: string[]) => {
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    return counts;
  };
  const only = (lines: string[], other: Map<string, number>) =>
    lines.filter((line) => {
      const left = other.get(line) ?? 0;
      if (left > 0) {
        other.set(line, left - 1);
        return false;
      }
      return line.trim() !== '';
    });
  const a = mine.split('\n');
  const b = theirs.split('\n');
  return { onlyTheirs: only(b, count(a)), onlyMine: only(a, count(b)) };
}

/** The paths of the files a save writes. */
const savedFiles = (params: Record<string, unknown>): DataFile[] =>
  ((params.dataFiles ?? (params.entry ? [params.entry] : [])) as DataFile[]).filter((f) => typeof f?.path === 'string');

/**
 * Wraps `win.fetch` for the backend at `backendPath`; returns what the tab knows, for tests of the
 * module. `ask` fetches without being watched (for the other version).
 */
export function watchVersions(win: Window & typeof globalThis, backendPath = '/api/v1'): Versions {
  const versions: Versions = new Map();
  const original = win.fetch.bind(win);

  const ask = async (action: string, params: Record<string, unknown>) => {
    const response = await original(backendPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ action, params }),
    });
    return response.ok ? ((await response.json()) as unknown) : undefined;
  };

  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (typeof init?.body !== 'string' || new URL(url, win.location.href).pathname !== backendPath)
      return original(input, init);
    let request: BackendRequest;
    try {
      request = JSON.parse(init.body) as BackendRequest;
    } catch {
      return original(input, init);
    }
    const params = request.params ?? {};

    if (request.action === 'getEntry') {
      const response = await original(input, init);
      if (response.ok) {
        const answer = (await response.clone().json()) as { file?: { path?: unknown; id?: unknown } };
        const { path, id } = answer.file ?? {};
        if (typeof path === 'string') versions.set(path, typeof id === 'string' ? id : null);
      }
      return response;
    }

    if (request.action === 'persistEntry') {
      const files = savedFiles(params);
      const expected = Object.fromEntries(
        files.filter((f) => versions.has(f.path as string)).map((f) => [f.path, versions.get(f.path as string)]),
      );
      const body = JSON.stringify({ ...request, params: { ...params, expected } });
      const response = await original(input, { ...init, body });
      clearProblems(win.document);
      if (response.status === problemsStatus) {
        const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
        const text = typeof answer.error === 'string' ? answer.error : '';
        const heading = text.split('\n')[0] ?? '';
        showProblems(win.document, heading, problemLines(text));
        throw new Refusal(heading);
      }
      if (response.ok) {
        const answer = (await response.clone().json()) as { versions?: Record<string, unknown> };
        for (const [path, id] of Object.entries(answer.versions ?? {}))
          versions.set(path, typeof id === 'string' ? id : null);
      } else if (response.status === conflictStatus) {
        showConflict(win.document, files, ask, () => win.location.reload());
        // Rejected as a failed request, so that Decap's notice says the backend's sentence alone
        // ("Niet opgeslagen. Dit item is gewijzigd …"), not with the code of an API error.
        const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
        throw new Refusal(typeof answer.error === 'string' ? answer.error : 'Dit item is intussen gewijzigd.');
      }
      return response;
    }

    if (request.action === 'deleteFile' || request.action === 'deleteFiles') {
      const gone = request.action === 'deleteFile' ? [params.path] : ((params.paths ?? []) as unknown[]);
      for (const path of gone) if (typeof path === 'string') versions.delete(path);
    }
    return original(input, init);
  };
  return versions;
}

const dialogId = 'edit-conflict';

/** The message of a refused save, over the screen, until the editor chooses. */
export function showConflict(
  doc: Document,
  files: DataFile[],
  ask: (action: string, params: Record<string, unknown>) => Promise<unknown>,
  reload: () => void,
): HTMLElement {
  doc.getElementById(dialogId)?.remove();
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, style?: string) => {
    const node = doc.createElement(tag);
    if (text) node.textContent = text;
    if (style) node.setAttribute('style', style);
    return node;
  };
  const dialog = el(
    'div',
    undefined,
    'position:fixed;z-index:100000;top:168px;left:50%;transform:translateX(-50%);width:min(720px,calc(100vw - 32px));' +
      'max-height:calc(100vh - 192px);overflow:auto;box-sizing:border-box;padding:24px;border-radius:8px;' +
      'background:#fff;color:#2a2a2a;border:2px solid #b3261e;box-shadow:0 8px 32px rgba(0,0,0,.25);' +
      'font:16px/1.5 system-ui,sans-serif',
  );
  dialog.id = dialogId;
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', `${dialogId}-title`);
  dialog.setAttribute('aria-describedby', `${dialogId}-text`);
  const title = el(
    'h2',
    'Niet opgeslagen: dit item is intussen gewijzigd',
    'margin:0 0 8px;font-size:20px;color:#b3261e',
  );
  title.id = `${dialogId}-title`;
  const text = el(
    'p',
    'Iemand anders, of jij in een ander tabblad, heeft dit item opgeslagen nadat je het opende. Je wijziging ' +
      'is niet opgeslagen, zodat die andere wijziging niet verloren gaat. Bekijk de andere versie, of laad het ' +
      'item opnieuw en breng je wijziging daarna nog eens aan.',
    'margin:0 0 16px',
  );
  text.id = `${dialogId}-text`;
  const buttons = el('div', undefined, 'display:flex;gap:12px;flex-wrap:wrap');
  const button = (label: string, primary: boolean) => {
    const b = el(
      'button',
      label,
      `padding:8px 16px;border-radius:5px;font:inherit;cursor:pointer;border:1px solid #3a69c7;` +
        (primary ? 'background:#3a69c7;color:#fff' : 'background:#fff;color:#3a69c7'),
    );
    b.type = 'button';
    buttons.append(b);
    return b;
  };
  const show = button('Bekijk de andere versie', false);
  const again = button('Opnieuw laden', true);
  const close = button('Sluiten', false);
  const other = el('div', undefined, 'margin-top:16px');
  dialog.append(title, text, buttons, other);

  show.addEventListener('click', async () => {
    show.disabled = true;
    other.replaceChildren(el('p', 'De andere versie wordt opgehaald…'));
    const parts: HTMLElement[] = [];
    for (const file of files) {
      const answer = (await ask('getEntry', { path: file.path }).catch(() => undefined)) as
        { data?: unknown } | undefined;
      const theirs = typeof answer?.data === 'string' ? answer.data : '';
      const { onlyTheirs, onlyMine } = differingLines(typeof file.raw === 'string' ? file.raw : '', theirs);
      if (!onlyTheirs.length && !onlyMine.length) continue;
      const section = el('section', undefined, 'margin-top:12px');
      section.append(el('h3', fileLabel(file.path as string), 'margin:0 0 4px;font-size:16px'));
      const lines = (heading: string, list: string[], colour: string) => {
        if (!list.length) return;
        section.append(el('p', heading, 'margin:8px 0 4px;font-weight:600'));
        const pre = el(
          'pre',
          list.join('\n'),
          `margin:0;padding:8px;white-space:pre-wrap;overflow-wrap:anywhere;border-left:4px solid ${colour};` +
            'background:#f6f6f6;font:14px/1.4 ui-monospace,monospace',
        );
        section.append(pre);
      };
      lines('Alleen in de andere versie (opgeslagen):', onlyTheirs, '#2e7d32');
      lines('Alleen in jouw versie (niet opgeslagen):', onlyMine, '#b3261e');
      parts.push(section);
    }
    other.replaceChildren(...(parts.length ? parts : [el('p', 'De andere versie is gelijk aan de jouwe.')]));
    show.disabled = false;
  });
  again.addEventListener('click', reload);
  close.addEventListener('click', () => dialog.remove());
  doc.body.append(dialog);
  again.focus();
  return dialog;
}
