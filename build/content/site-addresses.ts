import type { RawEntry } from './load.ts';
import type { Problem } from './problems.ts';
import { kindNamed } from '../../kinds/kind-registry.ts';
import { outputFile, paths } from '../../shared/paths.ts';
import type { ValidOf } from './validate.ts';

/** Addresses the site itself uses, by the output file they are written to. */
const reservedFiles = new Map([
  ['index.html', 'the home page'],
  ['en.html', 'the English home page'],
  ['404.html', 'the not-found page'],
  [outputFile(paths.services), 'the services overview'],
  [outputFile(paths.experts), 'the partners overview'],
  [outputFile(paths.articles), 'the articles overview'],
]);

/**
 * Every address must belong to one page or one redirect. Refused, with the line that causes each:
 * two files whose names give one address (a landing page and a category with the same slug, or a
 * slug such as `404` that the site uses already), a redirect from a page's address, and two
 * redirects from the same path.
 */
export function checkAddresses(entries: RawEntry[], redirects: ValidOf<'redirects'> | undefined, problems: Problem[]) {
  const owners = new Map(reservedFiles);
  for (const entry of entries) {
    const pathOf = kindNamed(entry.kind)!.page;
    // Both languages of a page share its slug: the Dutch file speaks for the pair.
    if (!pathOf || entry.lang === 'en') continue;
    const address = pathOf(entry.key);
    const file = outputFile(address);
    const owner = owners.get(file);
    if (owner)
      problems.push({
        file: entry.file,
        field: '',
        message: `its file name gives the address ${address}, which is ${owner} already; rename the file`,
        line: 1,
      });
    else owners.set(file, `the page of ${entry.file}`);
  }
  if (!redirects) return;
  const seen = new Map<string, { line?: number; to: string }>();
  redirects.data.forEach(({ from, to }, i) => {
    const line = redirects.entry.lineOf([i, 'from']);
    const earlier = seen.get(from);
    if (earlier) {
      problems.push({
        file: redirects.entry.file,
        field: `[${i}].from`,
        line,
        message:
          `"${from}" is redirected twice: on line ${earlier.line} (to ${earlier.to}) and here (to ${to}); ` +
          'keep one, since hosts follow the first rule and the page stub the last',
      });
      return;
    }
    seen.set(from, { line, to });
    const owner = owners.get(outputFile(from));
    if (owner)
      problems.push({
        file: redirects.entry.file,
        field: `[${i}].from`,
        line,
        message:
          `"${from}" is the address of ${owner}, so a redirect from it would hide that page; ` +
          'remove the redirect or redirect another path',
      });
  });
}
