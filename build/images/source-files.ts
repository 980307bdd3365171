import { readFile, realpath, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';

/** The file types editors may give; the build reads each with sharp (SVG through librsvg). */
export const pictureExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;

const extensionPattern = new RegExp(`\\.(${pictureExtensions.join('|')})$`, 'i');

/** Whether a file in the content folder is a picture rather than content (the loader skips these). */
export const isPictureFile = (name: string) => extensionPattern.test(name);

/** The folder inside the content folder where pictures shared by several files live. */
export const sharedPictureFolder = 'images';

/** A picture file found for a path an editor wrote. */
export interface PictureFile {
  /** Absolute path on disk. */
  absolute: string;
  /** The path inside the content folder, with forward slashes (`images/ogsm.svg`). */
  relative: string;
}

/**
 * Finds the file an editor means by `written` in `contentFile` (a path inside the content folder):
 * relative to the content file's folder first (`portret.jpg` beside it, `../images/x.jpg`), then
 * inside `content/images/`; a path that starts with `/` is read from the content folder
 * (`/images/x.jpg`). Returns the file, or why there is none, said for the editor.
 */
export async function findPictureFile(
  contentDir: string,
  contentLabel: string,
  contentFile: string,
  written: string,
): Promise<{ file?: PictureFile; problem?: string }> {
  const shown = JSON.stringify(written);
  if (/^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith('//')) {
    return {
      problem:
        `${shown} is an address on the web; save the picture in ${sharedPictureFolder}/ of the content folder ` +
        'and write its name, so the build can make it fast for every screen',
    };
  }
  if (!isPictureFile(written.split(/[?#]/)[0]!)) {
    const extensions = pictureExtensions.map((e) => `.${e}`).join(', ');
    return { problem: `${shown} is not a picture file the build can use; give a ${extensions} file` };
  }
  const root = path.resolve(contentDir);
  const candidates = written.startsWith('/')
    ? [path.join(root, written)]
    : [path.resolve(root, path.dirname(contentFile), written), path.resolve(root, sharedPictureFolder, written)];
  const inside = candidates.filter((c) => c.startsWith(root + path.sep));
  if (inside.length === 0)
    return {
      problem:
        `${shown} leads outside the content folder; ` +
        `keep pictures inside it (in ${sharedPictureFolder}/, or beside the file)`,
    };
  for (const candidate of inside) {
    const found = await stat(candidate).catch(() => undefined);
    if (!found?.isFile()) continue;
    const relative = path.relative(root, candidate).split(path.sep).join('/');
    // Read only as the file itself: not through a link (of the file or of a folder it is in,
    // made while the dev server runs), nor a file with another name elsewhere (a hard link).
    const real = await realpath(candidate).catch(() => undefined);
    const rootReal = await realpath(root).catch(() => root);
    if (real !== path.join(rootReal, ...relative.split('/')) || found.nlink > 1)
      return {
        problem:
          `${shown} (${contentLabel}/${relative}) is reached through a link or has another name (a hard link); ` +
          'the build reads files themselves: put the file itself here',
      };
    return { file: { absolute: candidate, relative } };
  }
  const looked = [...new Set(inside.map((c) => `${contentLabel}/${path.relative(root, c).split(path.sep).join('/')}`))];
  return {
    problem:
      `${shown} is not there: looked for ${looked.join(' and ')}; ` +
      'check the name (letter case counts) or add the file',
  };
}

/** A picture's bytes and their hash, which names and caches everything made from it. */
export interface PictureSource {
  bytes: Uint8Array;
  /** SHA-256 of the bytes, hex. */
  hash: string;
}

/**
 * Reads picture files, remembering each by its size and time of change: the dev server asks on
 * every save, and reading a large photo again each time would cost more than the update may.
 */
export class PictureReader {
  private readonly known = new Map<string, { size: number; mtimeMs: number; source: PictureSource }>();

  async read(absolute: string): Promise<PictureSource> {
    const info = await stat(absolute);
    const known = this.known.get(absolute);
    if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return known.source;
    const bytes = new Uint8Array(await readFile(absolute));
    const source = { bytes, hash: createHash('sha256').update(bytes).digest('hex') };
    this.known.set(absolute, { size: info.size, mtimeMs: info.mtimeMs, source });
    return source;
  }
}
