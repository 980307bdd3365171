/** The messages between the dev server and its site worker, and what the browser is told. */
import type { Changes, LiveSiteOptions, Served, UpdateReport } from './live-site.ts';
import type { Problem } from '../../build/content/problems.ts';

/** What the dev server asks the site worker. */
export type Request =
  { id: number; type: 'update'; changes: Changes; open: string[] } | { id: number; type: 'serve'; path: string };

export type Reply =
  { id: number; ok: true; value: UpdateReport | Served | undefined } | { id: number; ok: false; error: string };

/** The worker's first message: the site is loaded (perhaps with content problems), or the code failed. */
export type Ready =
  | { type: 'ready'; problems: Problem[]; pages: number; ms: number; modules: string[] }
  | { type: 'failed'; error: string };

/** Options the worker starts with. */
export type WorkerOptions = LiveSiteOptions;

/** A problem as the browser overlay shows it. */
export interface OverlayProblem {
  file: string;
  line?: number;
  field: string;
  message: string;
}

/**
 * What the page script hears on `/__dev/events`: `reload` (the page changed), `problems` (the
 * content has problems, or a code error: show them over the page), `clear` (the content is fine
 * again).
 */
export type DevEvent =
  | { type: 'reload' }
  | { type: 'problems'; title: string; problems: OverlayProblem[]; note: string }
  | { type: 'clear' };

/** The path of the server-sent events stream, and of the page script. */
export const eventsPath = '/__dev/events';
export const clientPath = '/__dev/client.js';
