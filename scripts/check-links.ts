/**
 * `npm run check:links`: link-checks the built site in `dist/` (or `--dir`); exits with 1 on any
 * broken link, or on any page of the sitemap that no link leads to from `/` or `/en`.
 */
import { parseArgs } from 'node:util';
import { checkLinks } from './link-check.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const { checked, pages, broken, orphans } = await checkLinks(values.dir);
for (const b of broken) console.log(`BROKEN ${b.status ?? '-'} ${b.url}  (on ${b.parent ?? '?'})`);
for (const page of orphans) console.log(`NOT LINKED ${page}  (no link leads to it from / or /en: link it from a page)`);
console.log(`${checked} links checked from ${pages} pages: ${broken.length} broken, ${orphans.length} not linked.`);
process.exitCode = broken.length || orphans.length ? 1 : 0;
