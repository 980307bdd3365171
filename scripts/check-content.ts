/**
 * Validates the content without building: `npm run check:content [-- path-prefix ...]`.
 * With path prefixes, shows only the problems of those files.
 */
import path from 'node:path';
import { loadEntries } from '../build/content/load.ts';
import { validateEntries } from '../build/content/validate.ts';
import { formatProblem } from '../build/content/problems.ts';
import { buildDate } from '../build/content/publication.ts';

const args = process.argv.slice(2);
const contentIndex = args.indexOf('--content');
const contentDir = contentIndex >= 0 ? args.splice(contentIndex, 2)[1]! : 'content';
const only = args;

const { entries, problems: loadProblems } = await loadEntries(path.resolve(contentDir));
const label = path.relative(process.cwd(), path.resolve(contentDir));
// The build's date, as the build takes it: a link to an article scheduled later is a problem here too.
let today: string;
try {
  today = buildDate();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { problems } = validateEntries(entries, loadProblems, label, { today });
const shown = only.length ? problems.filter((p) => only.some((prefix) => p.file.startsWith(prefix))) : problems;
for (const p of shown) console.log(formatProblem(p));
console.log(
  shown.length
    ? `\n${shown.length} problem${shown.length === 1 ? '' : 's'} in ${new Set(shown.map((p) => p.file)).size} file(s).`
    : `No problems in ${only.length ? only.join(', ') : contentDir}.`,
);
process.exitCode = shown.length ? 1 : 0;
