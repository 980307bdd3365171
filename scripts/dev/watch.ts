import path from 'node:path';
import { watch } from 'chokidar';

/** A file that was added, changed or deleted, and which part of the project it belongs to. */
export interface WatchedChange {
  area: 'content' | 'public' | 'templates' | 'src' | 'build' | 'content-model';
  /** Absolute path. */
  file: string;
  /** The path inside its area's folder, with forward slashes. */
  relative: string;
}

// Editors' swap, backup and lock files, and hidden files.
const ignoredName = /^\.|~$|\.sw[a-p]$|^4913$|\.tmp$/;

/**
 * Watches the content, static files, templates and code (`src/`, `build/`, `content-model/`) with chokidar and
 * reports every file added, changed or deleted, including files in new folders.
 */
export async function watchFolders(
  folders: { contentDir: string; publicDir: string; root: string },
  onChange: (change: WatchedChange) => void,
): Promise<{ close(): Promise<void> }> {
  const areas: [WatchedChange['area'], string][] = [
    ['content', folders.contentDir],
    ['public', folders.publicDir],
    ['templates', path.join(folders.root, 'templates')],
    ['src', path.join(folders.root, 'src')],
    ['build', path.join(folders.root, 'build')],
    ['content-model', path.join(folders.root, 'content-model')],
  ];
  const watcher = watch(
    areas.map(([, dir]) => dir),
    {
      ignoreInitial: true,
      ignored: (file) => ignoredName.test(path.basename(file)),
    },
  );
  const report = (file: string) => {
    const area = areas.find(([, dir]) => file.startsWith(dir + path.sep));
    if (area) onChange({ area: area[0], file, relative: path.relative(area[1], file).split(path.sep).join('/') });
  };
  watcher.on('add', report).on('change', report).on('unlink', report);
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { close: () => watcher.close() };
}
