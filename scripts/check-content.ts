/**
 * Validates the content without building: `npm run check:content [-- path-prefix ...]`.
 * With path prefixes, shows only the problems of those files.
 *
 * It runs every check the build makes of the content, in the build's order: each file and the
 * files together (build/content/validate.ts), then, once those pass, the pictures the content names
 * (missing, unreadable, of a type the build does not take), as the build does before it renders.
 * test/build/check-content.test.ts holds the two to the same problems.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEntries } from '../build/content/load.ts';
import { validateEntries } from '../build/content/validate.ts';
import { formatProblem, type Problem } from '../build/content/problems.ts';
import { buildDate } from '../build/content/publication.ts';
import { preparePictures } from '../build/images/pictures.ts';

/** Every problem the build would refuse the content in `contentDir` for, as of `today`. */
export async function contentProblems(contentDir: string, today: string): Promise<Problem[]> {
  const { entries, problems: loadProblems } = await loadEntries(path.resolve(contentDir));
  const label = path.relative(process.cwd(), path.resolve(contentDir)) || '.';
  const { content, problems } = validateEntries(entries, loadProblems, label, { today });
  if (!content) return problems;
  const pictures = await preparePictures(content, { contentDir: path.resolve(contentDir), contentLabel: label });
  return [...problems, ...pictures.problems];
}

async function main() {
  const args = process.argv.slice(2);
  const contentIndex = args.indexOf('--content');
  const contentDir = contentIndex >= 0 ? args.splice(contentIndex, 2)[1]! : 'content';
  const only = args;
  // The build's date, as the build takes it: a link to an article scheduled later is a problem here too.
  let today: string;
  try {
    today = buildDate();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const problems = await contentProblems(contentDir, today);
  const shown = only.length ? problems.filter((p) => only.some((prefix) => p.file.startsWith(prefix))) : problems;
  for (const p of shown) console.log(formatProblem(p));
  const files = new Set(shown.map((p) => p.file)).size;
  console.log(
    shown.length
      ? `\n${shown.length} problem${shown.length === 1 ? '' : 's'} in ${files} file(s).`
      : `No problems in ${only.length ? only.join(', ') : contentDir}.`,
  );
  process.exitCode = shown.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
