import { existsSync, statSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';

/** A file that was added, changed or deleted, and which part of the project it belongs to. */
export interface WatchedChange {
  area: 'content' | 'public' | 'templates' | 'src' | 'build' | 'kinds' | 'shared';
  /** Absolute path. */
  file: string;
  /** The path inside its area's folder, with forward slashes. */
  relative: string;
  /** Reported again after chokidar's quiet moment, as the file was not as when it was reported. */
  again?: boolean;
}

// Editors' swap, backup and lock files, and hidden files.
const ignoredName = /^\.|~$|\.sw[a-p]$|^4913$|\.tmp$/;

/** How a file is on disk: its time and size, or gone. */
const stateOf = (file: string): string => {
  try {
    const { mtimeMs, size } = statSync(file);
    return `${mtimeMs} ${size}`;
  } catch {
    return 'gone';
  }
};

/**
 * chokidar passes over a change to a file within 50 ms of the one before (its throttle), so a
 * second save that quick would be lost: each file reported is looked at again once that has
 * passed, and reported again if it is not as it was.
 */
const throttleOver = 60;

/** The watcher: stops it, and tells when a file as it is now on disk has been reported. */
export interface Watcher {
  close(): Promise<void>;
  /** Resolves once the file, as it is on disk now (or gone), has been reported. */
  reported(file: string): Promise<void>;
}

/**
 * Watches the content, static files, templates and code (`src/`, `build/`, `kinds/`, `shared/`) with chokidar and
 * reports every file added, changed or deleted, including files in new folders.
 */
export async function watchFolders(
  folders: { contentDir: string; publicDir: string; root: string },
  onChange: (change: WatchedChange) => void,
): Promise<Watcher> {
  const areas: [WatchedChange['area'], string][] = [
    ['content', folders.contentDir],
    ['public', folders.publicDir],
    ['templates', path.join(folders.root, 'templates')],
    ['src', path.join(folders.root, 'src')],
    ['build', path.join(folders.root, 'build')],
    ['kinds', path.join(folders.root, 'kinds')],
    ['shared', path.join(folders.root, 'shared')],
  ];
  const watcher = watch(
    areas.map(([, dir]) => dir),
    {
      ignoreInitial: true,
      ignored: (file) => ignoredName.test(path.basename(file)),
      // A link is reported as the file it is (the build refuses every link), never read through:
      // followed, a link to a folder outside would bring that folder's files in as content.
      followSymlinks: false,
    },
  );
  /** Each file reported, as it was on disk when it was; and who waits for a file to be reported as it is. */
  const seen = new Map<string, string>();
  const waiting = new Set<{ file: string; state: string; resolve: () => void }>();
  const lookAgain = new Map<string, NodeJS.Timeout>();
  const report = (file: string, again = false) => {
    const area = areas.find(([, dir]) => file.startsWith(dir + path.sep));
    if (!area) return;
    const state = stateOf(file);
    seen.set(file, state);
    const relative = path.relative(area[1], file).split(path.sep).join('/');
    onChange({ area: area[0], file, relative, ...(again ? { again } : {}) });
    for (const wait of waiting)
      if (wait.file === file && wait.state === state) {
        waiting.delete(wait);
        wait.resolve();
      }
    clearTimeout(lookAgain.get(file));
    lookAgain.set(
      file,
      setTimeout(() => {
        lookAgain.delete(file);
        if (stateOf(file) !== seen.get(file)) report(file, true);
      }, throttleOver),
    );
  };
  watcher
    .on('add', (file) => report(file))
    .on('change', (file) => report(file))
    .on('unlink', (file) => report(file))
    // chokidar says nothing of a link to nothing (dangling): the raw event of its folder does.
    .on('raw', (event, name, details) => {
      const folder = (details as { watchedPath?: string } | undefined)?.watchedPath;
      if (event !== 'rename' || typeof name !== 'string' || !folder) return;
      const file = path.join(folder, name);
      lstat(file).then(
        (found) => {
          if (found.isSymbolicLink() && !existsSync(file)) report(file);
        },
        () => undefined,
      );
    });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    close: () => {
      for (const timer of lookAgain.values()) clearTimeout(timer);
      return watcher.close();
    },
    reported: (file) => {
      const state = stateOf(file);
      if (seen.get(file) === state) return Promise.resolve();
      return new Promise((resolve) => waiting.add({ file, state, resolve }));
    },
  };
}
