/**
 * The editing screen's local backend, inside the dev server at /api/v1: it speaks the protocol of
 * Decap's proxy backend (what decap-server answers in its file-system mode), and reads and writes
 * the files of the content folder for the screen at /admin, and nothing else.
 *
 * It answers its own screen only: a request must name the dev server itself as its Host and come
 * from the dev server's own page (`Origin`, and `Sec-Fetch-Site` where the browser sends it), as
 * JSON. Every path a request names is checked before anything is read or written: inside the
 * content folder once every link is resolved, no `..`, no hidden file or folder, no name a reader
 * would take for another (`．．`, a zero-width character, a trailing dot or space), no file with
 * more than one name (a hard link), and only the kinds of file the build reads. Uploads are
 * pictures, made again (build/images/remake-picture.ts), never written as they came. Writes are
 * whole or not at all (file-writes.ts).
 */
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { remakePicture } from '../../build/images/remake-picture.ts';
import { isPictureFile } from '../../build/images/source-files.ts';
import { classify } from '../../build/content/classify.ts';
import { sendText } from '../http-rules.ts';
import { FileWrites, WriteFailed } from './file-writes.ts';
import { problemsStatus, problemsText, saveProblems } from './save-checks.ts';
import { changedSinceOpened, conflictMessage, conflictStatus, versionsOf } from './edit-conflicts.ts';

/** Where the dev server answers the screen's requests. */
export const backendPath = '/api/v1';

/** The largest request: an upload of a large photo, base64-encoded (a third larger). */
export const maxRequestBytes = 40 * 1024 * 1024;

/**
 * The folder paths are relative to: the working copy the content folder is in (so that paths
 * such as `content/services/werkpaard.nl.md` are the repository's own), or the content folder's
 * parent when it lies elsewhere.
 */
export function backendRoot(contentDir: string, cwd = process.cwd()): string {
  const content = path.resolve(contentDir);
  const inside = path.relative(cwd, content);
  return inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? path.resolve(cwd) : path.dirname(content);
}

/** The folder a path is in, relative to the backend's root, written with `/`. */
export const relativeFolder = (root: string, folder: string) =>
  path.relative(root, path.resolve(folder)).split(path.sep).join('/');

/** A free port on this machine. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A request the backend will not carry out: its status and the sentence it answers. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether a request comes from the dev server's own page at `origin` (`http://127.0.0.1:4321`):
 * the Host it names and the Origin it comes from are both exactly that, whatever a proxy in front
 * adds (`X-Forwarded-*` is not read). Throws what is wrong.
 */
export function checkOwnPage(req: IncomingMessage, origins: readonly string[]): void {
  const host = req.headers.host ?? '';
  const origin = req.headers.origin;
  if (!origins.some((o) => o === `http://${host}`))
    throw new Refused(403, `The editing backend answers only at ${origins.join(' or ')}, not at the host "${host}".`);
  if (origin !== `http://${host}`)
    throw new Refused(
      403,
      `The editing backend answers only its own screen at http://${host}/admin, ` +
        `not ${origin ?? 'a request without an Origin'}.`,
    );
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin')
    throw new Refused(403, `The editing backend answers only its own screen (this request is ${site}).`);
  if (!/^application\/json(;|$)/i.test(req.headers['content-type'] ?? ''))
    throw new Refused(415, 'The editing backend reads JSON only.');
}

/**
 * Paths the screen may touch, as it writes them (`content/services/werkpaard.nl.md`): resolved to
 * a file inside the content folder, or refused. Links are followed on disk: a folder that is a
 * link leading out of the content folder is refused too.
 */
export class ContentPaths {
  private contentReal: Promise<string>;
  constructor(
    readonly root: string,
    readonly contentDir: string,
  ) {
    this.contentReal = realpath(contentDir);
  }

  /** The absolute path of `written`, checked; `folder` allows the content folder itself. */
  async resolve(written: unknown, folder = false): Promise<string> {
    if (typeof written !== 'string' || !written) throw new Refused(400, 'A path is missing.');
    const shown = JSON.stringify(written);
    if (/[\\\0-\x1f\x7f]/.test(written) || /^[a-z]:/i.test(written))
      throw new Refused(403, `${shown} is no path inside the content folder.`);
    if (written.length > 1024) throw new Refused(400, `${shown.slice(0, 60)}… is too long a path.`);
    // Decap writes a folder relative to the repository with a leading / (`/content/images/partners`).
    const segments = written.replace(/^\//, '').split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.')))
      throw new Refused(403, `${shown} is refused: no "..", empty or hidden parts (.git) in a path.`);
    const lookalike = segments.find(
      (s) =>
        invisible.test(s) ||
        s.normalize('NFKC') !== s.normalize('NFC') ||
        /[ .]$/.test(s) ||
        Buffer.byteLength(s) > 255,
    );
    if (lookalike !== undefined)
      throw new Refused(
        403,
        `${shown} is refused: ${JSON.stringify(lookalike)} holds an invisible or lookalike character, ends in a ` +
          'dot or space, or is too long; name files with plain letters, digits and dashes.',
      );
    const absolute = path.resolve(this.root, ...segments);
    const inside = path.relative(this.contentDir, absolute);
    if (inside.startsWith('..') || path.isAbsolute(inside) || (!inside && !folder))
      throw new Refused(403, `${shown} is outside the content folder; the editing screen writes only there.`);
    // The nearest part that exists, as it is on disk, must still be inside the content folder.
    let existing = absolute;
    for (;;) {
      const found = await lstat(existing).catch(() => undefined);
      if (found && existing === absolute) {
        if (found.isSymbolicLink())
          throw new Refused(403, `${shown} is a link; the editing screen changes only files themselves.`);
        if (found.isFile() && found.nlink > 1)
          throw new Refused(
            403,
            `${shown} is a hard link (the same file has another name, maybe outside the content folder); ` +
              'the editing screen changes only files of their own.',
          );
        if (!folder && !found.isFile()) throw new Refused(403, `${shown} is a folder or special file, not a file.`);
      }
      if (found) break;
      existing = path.dirname(existing);
    }
    const real = await realpath(existing);
    const content = await this.contentReal;
    if (real !== content && !real.startsWith(content + path.sep))
      throw new Refused(403, `${shown} leads outside the content folder through a link.`);
    return absolute;
  }

  /** The path the screen knows a file by. */
  written(absolute: string): string {
    return path.relative(this.root, absolute).split(path.sep).join('/');
  }
}

/** Characters that show nothing or turn text round: a name holding one reads as another. */
const invisible = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface Asset {
  path: string;
  content: string;
  encoding?: string;
}

/** The files of a folder, `depth` levels down, with `extension`; hidden files and links (hard links too) left out. */
async function listFiles(folder: string, extension: string, depth: number): Promise<string[]> {
  if (depth <= 0) return [];
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const found = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.'))
      .map((e) => {
        const full = path.join(folder, e.name);
        if (e.isDirectory()) return listFiles(full, extension, depth - 1);
        if (!e.isFile() || !e.name.endsWith(extension)) return [];
        // A file with a second name (a hard link) is left out, as the paths refuse it.
        return lstat(full).then(
          (found) => (found.nlink > 1 ? [] : [full]),
          () => [],
        );
      }),
  );
  return found.flat().sort();
}

/**
 * The backend's request handler, for POST requests to `backendPath`. `origins` are the dev
 * server's own origins (`http://127.0.0.1:4321`, `http://localhost:4321`).
 */
export function localBackend(options: { root: string; contentDir: string; log?: (line: string) => void }) {
  const paths = new ContentPaths(path.resolve(options.root), path.resolve(options.contentDir));
  const writes = new FileWrites();
  const shown = (file: string) => paths.written(file);

  const entry = async (written: unknown, label?: string) => {
    const file = await paths.resolve(written);
    const bytes = await readFile(file).catch(() => undefined);
    return {
      data: bytes ? bytes.toString('utf8') : null,
      file: { path: paths.written(file), label, id: bytes ? sha256(bytes) : null },
    };
  };
  const mediaFile = async (file: string) => {
    const bytes = await readFile(file);
    return {
      id: sha256(bytes),
      content: bytes.toString('base64'),
      encoding: 'base64',
      path: paths.written(file),
      name: path.basename(file),
    };
  };
  /** An upload, checked and made again: only a picture is written, never the bytes as they came. */
  const picture = async (asset: Asset) => {
    const file = await paths.resolve(asset.path);
    if (asset.encoding !== undefined && asset.encoding !== 'base64')
      throw new Refused(400, `${asset.path}: uploads come base64-encoded.`);
    const made = await remakePicture(file, Buffer.from(asset.content ?? '', 'base64'));
    if ('problem' in made) throw new Refused(422, `${path.basename(file)} ${made.problem}.`);
    return { file, bytes: made.bytes, cleaned: made.cleaned ?? [] };
  };
  /** A content file the build reads: of a known kind where it lies, and no picture. */
  const contentFile = async (written: unknown) => {
    const file = await paths.resolve(written);
    if (isPictureFile(file)) throw new Refused(403, `${paths.written(file)}: a picture is saved as an upload.`);
    if (!classify(path.relative(paths.contentDir, file).split(path.sep).join('/')))
      throw new Refused(
        403,
        `${paths.written(file)}: is not a kind of content the build reads there; ` +
          'see CONTENT.md for where each kind lives.',
      );
    return file;
  };
  const text = async (dataFile: Partial<Record<'path' | 'raw' | 'newPath', unknown>>) => {
    const file = await contentFile(dataFile.path);
    if (typeof dataFile.raw !== 'string') throw new Refused(400, `${paths.written(file)}: the text is missing.`);
    return { file, raw: dataFile.raw, to: dataFile.newPath ? await contentFile(dataFile.newPath) : undefined };
  };

  // The requests of Decap's local backend protocol, as JSON: each action reads the fields it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const actions: Record<string, (params: Record<string, any>) => Promise<unknown>> = {
    info: async () => ({ repo: path.basename(paths.root), publish_modes: ['simple'], type: 'local_fs' }),
    entriesByFolder: async ({ folder, extension, depth }) =>
      Promise.all(
        (await listFiles(await paths.resolve(folder, true), String(extension ?? ''), Number(depth) || 1)).map((f) =>
          entry(paths.written(f)),
        ),
      ),
    entriesByFiles: async ({ files }) => {
      const list = (files ?? []) as { path: string; label?: string }[];
      // Every path is checked before any is read.
      await Promise.all(list.map((f) => paths.resolve(f.path)));
      return Promise.all(list.map((f) => entry(f.path, f.label)));
    },
    getEntry: async ({ path: written }) => entry(written),
    persistEntry: async ({ entry: single, dataFiles, assets, expected }) => {
      // Everything is checked (and every picture made) before the first file is written; then
      // all are written, or none. An entry renamed by the save is written at its new path.
      const texts = await Promise.all(((dataFiles ?? [single]) as Record<string, unknown>[]).map(text));
      const pictures = await Promise.all(((assets ?? []) as Asset[]).map(picture));
      const saved = (file: string) => ({ file, written: paths.written(file) });
      if (
        await changedSinceOpened(
          expected,
          texts.map((t) => saved(t.file)),
        )
      )
        throw new Refused(conflictStatus, conflictMessage);
      const problems = await saveProblems(
        paths.contentDir,
        texts.map((t) => ({ file: t.to ?? t.file, raw: t.raw })),
        { pictures: pictures.map((p) => p.file) },
      );
      if (problems.length) throw new Refused(problemsStatus, problemsText(problems));
      await writes.writeAll(
        [
          ...texts.map((t) => ({ file: t.to ?? t.file, contents: t.raw })),
          ...pictures.map((p) => ({ file: p.file, contents: p.bytes })),
        ],
        texts.filter((t) => t.to && t.to !== t.file).map((t) => ({ remove: t.file })),
        shown,
      );
      return {
        message: 'entry persisted',
        versions: await versionsOf(texts.map((t) => saved(t.to ?? t.file))),
        // What the cleaning took out of each drawing saved with the entry, for the screen to say.
        cleaned: Object.fromEntries(
          pictures.filter((p) => p.cleaned.length).map((p) => [path.basename(p.file), p.cleaned]),
        ),
      };
    },
    getMedia: async ({ mediaFolder }) =>
      Promise.all((await listFiles(await paths.resolve(mediaFolder, true), '', 1)).map(mediaFile)),
    getMediaFile: async ({ path: written }) => mediaFile(await paths.resolve(written)),
    persistMedia: async ({ asset }) => {
      const made = await picture(asset as Asset);
      await writes.writeAll([{ file: made.file, contents: made.bytes }], [], shown);
      if (made.cleaned.length)
        options.log?.(`${paths.written(made.file)} was cleaned before it was saved: ${made.cleaned.join(', ')}`);
      return { ...(await mediaFile(made.file)), ...(made.cleaned.length && { cleaned: made.cleaned }) };
    },
    deleteFile: async ({ path: written }) => {
      await writes.removeAll([await paths.resolve(written)]);
      return { message: `deleted file ${written}` };
    },
    deleteFiles: async ({ paths: list }) => {
      const files = await Promise.all(((list ?? []) as unknown[]).map((p) => paths.resolve(p)));
      await writes.removeAll(files);
      return { message: `deleted files ${(list as string[]).join(', ')}` };
    },
    getDeployPreview: async () => null,
  };

  /** Answers a request to `backendPath` from a page at one of `origins`. */
  return async (req: IncomingMessage, res: ServerResponse, origins: readonly string[]): Promise<void> => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method !== 'POST') throw new Refused(405, 'The editing backend takes POST requests only.');
      checkOwnPage(req, origins);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxRequestBytes) throw new Refused(413, `A request may hold at most ${maxRequestBytes} bytes.`);
        chunks.push(chunk);
      }
      let body: { action?: unknown; params?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        throw new Refused(400, 'The request is no JSON.');
      }
      const action = typeof body?.action === 'string' && Object.hasOwn(actions, body.action) && actions[body.action];
      if (!action) return answer(422, { error: `Unknown action ${String(body?.action)}` });
      answer(200, await action((body.params ?? {}) as Record<string, unknown>));
    } catch (error) {
      const refused =
        error instanceof Refused
          ? error
          : error instanceof WriteFailed
            ? new Refused(500, `${error.message}; nothing of this save was written.`)
            : new Refused(500, withoutMachinePaths(error, paths.root));
      options.log?.(`Editing backend refused a request: ${refused.message}`);
      if (res.headersSent) return;
      if (refused.status === 405) return sendText(res, 405, `${refused.message}\n`, { allow: 'POST' });
      answer(refused.status, { error: refused.message });
    }
  };
}

/** What went wrong, said without the machine's own paths (only the backend's paths of files). */
function withoutMachinePaths(error: unknown, root: string): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  const text = error instanceof Error ? error.message : String(error);
  const relative = text
    .split(root + path.sep)
    .join('')
    .split(root)
    .join('.');
  // Any other absolute path is the machine's business.
  const bare = relative.replace(/(^|[\s'"(])(?:[a-z]:)?[\\/][^\s'",)]*/gi, '$1…');
  return code && !bare.startsWith(code) ? `${code}: ${bare}` : bare;
}
