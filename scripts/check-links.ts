/** `npm run check:links`: link-checks the built site in `dist/` (or `--dir`); exits with 1 on any broken link. */
import { parseArgs } from 'node:util';
import { checkLinks } from './link-check.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const { checked, pages, broken } = await checkLinks(values.dir);
for (const b of broken) console.log(`BROKEN ${b.status ?? '-'} ${b.url}  (on ${b.parent ?? '?'})`);
console.log(`${checked} links checked from ${pages} pages: ${broken.length} broken.`);
process.exitCode = broken.length ? 1 : 0;
