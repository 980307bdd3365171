/**
 * `npm run format:check` (after Prettier): lists every line of code longer than Prettier's
 * printWidth and fails when there is one. Prettier wraps code to that width but leaves a long
 * string, regular expression or comment as it is; those are split by hand.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getFileInfo } from 'prettier';

const { printWidth } = JSON.parse(readFileSync('.prettierrc.json', 'utf8')) as { printWidth: number };
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.js', '*.mjs', '*.cjs', '*.css'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
// The files Prettier formats: not those .prettierignore leaves as their editors wrote them.
const checked = (
  await Promise.all(
    files.map(async (file) => ((await getFileInfo(file, { ignorePath: '.prettierignore' })).ignored ? [] : [file])),
  )
).flat();

const long: string[] = [];
for (const file of checked) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      // Characters, as Prettier counts them, not bytes.
      const width = [...line].length;
      if (width > printWidth) long.push(`${file}:${i + 1}: ${width} characters`);
    });
}
if (long.length) {
  console.error(`${long.length} lines are longer than ${printWidth} characters; split them:\n${long.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`Every line of ${checked.length} files fits in ${printWidth} characters.`);
}
