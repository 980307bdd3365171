import type { Dirent } from 'node:fs';
import { lstat, readdir, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from './problems.ts';

/**
 * The content folder as it is on disk, besides its files: what a listing of files passes over
 * without a word, said instead. A link (symlink) is refused wherever it leads: outside the content
 * folder it would publish a file of the machine, inside it an article would exist twice, and a
 * link to a folder above it makes a loop. A file with more than one name (a hard link) is refused
 * for the same reason: its other name may be anywhere on the machine. A hidden file named as
 * content (`articles/..md`) is refused too, where the build would skip it.
 */
export async function diskProblems(contentDir: string, label: string): Promise<Problem[]> {
  const root = path.resolve(contentDir);
  const rootReal = await realpath(root).catch(() => root);
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  const problems: Problem[] = [];
  // Named only when at fault: the folder of a site holds thousands of files, each as it should be.
  const named = (entry: Dirent) => {
    const full = path.join(entry.parentPath, entry.name);
    return { full, file: `${label}/${path.relative(root, full).split(path.sep).join('/')}` };
  };
  const hardLinked = await Promise.all(
    entries.map(
      async (entry) =>
        entry.isFile() &&
        ((await lstat(path.join(entry.parentPath, entry.name)).catch(() => undefined))?.nlink ?? 1) > 1,
    ),
  );
  for (const [i, entry] of entries.entries()) {
    if (hardLinked[i]) problems.push({ file: named(entry).file, field: '', message: hardLinkProblem });
    else if (entry.isSymbolicLink()) {
      const { full, file } = named(entry);
      problems.push({ file, field: '', message: await linkProblem(full, rootReal) });
    } else if (entry.name.startsWith('.') && /\.(md|ya?ml)$/i.test(entry.name)) {
      problems.push({
        file: named(entry).file,
        field: '',
        message:
          'is a hidden file (its name starts with a dot), which the build does not read; ' +
          'give it a name that starts with a letter',
      });
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The problem of one file of the content folder as it is on disk (`relative` inside it), as
 * diskProblems says it, if any: for the dev server, which hears of files one by one.
 */
export async function diskProblemOf(contentDir: string, label: string, relative: string): Promise<Problem | undefined> {
  // The file, or a folder it is in, may be the link: each is looked at, the outermost first.
  const parts = relative.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const inside = parts.slice(0, i).join('/');
    const full = path.join(contentDir, inside);
    const found = await lstat(full).catch(() => undefined);
    if (!found) return undefined;
    const file = `${label}/${inside}`;
    if (found.isSymbolicLink())
      return { file, field: '', message: await linkProblem(full, await realpath(contentDir).catch(() => contentDir)) };
    if (found.isFile() && found.nlink > 1) return { file, field: '', message: hardLinkProblem };
  }
  return undefined;
}

const hardLinkProblem =
  'is a hard link: the same file has another name, which may be outside the content folder; ' +
  'the build reads files of their own: copy the file here instead';

async function linkProblem(full: string, rootReal: string): Promise<string> {
  const written = await readlink(full).catch(() => '?');
  const target = await realpath(full).catch((error: NodeJS.ErrnoException) => error.code ?? 'ENOENT');
  const advice = 'the build reads files themselves, not links: put the file itself here';
  if (target === 'ELOOP') return `is a link (to ${written}) that leads round in a loop; ${advice}`;
  if (!path.isAbsolute(target)) return `is a link to ${written}, which does not exist; ${advice}`;
  // A link to a folder it is itself inside makes the folder endless.
  const folder = await realpath(path.dirname(full)).catch(() => path.dirname(full));
  if (folder === target || folder.startsWith(target + path.sep))
    return `is a link to ${written}, a folder it is itself inside, which leads round in a loop; ${advice}`;
  const inside = path.relative(rootReal, target);
  if (inside.startsWith('..') || path.isAbsolute(inside) || inside === '')
    return `is a link to ${target}, outside the content folder; ${advice}`;
  return `is a link to ${inside.split(path.sep).join('/')} in the content folder; ${advice}`;
}
