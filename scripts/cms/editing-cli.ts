/**
 * `npm run cms [-- --port 4321 --content DIR --host 127.0.0.1]`: the editing screen on this
 * machine. Starts the dev server, which serves the screen at http://127.0.0.1:4321/admin (this
 * machine only, unless given `--host`) and every page of the site, rebuilt and reloaded as files
 * are saved, and saves what an editor publishes into the content folder through its local backend
 * (scripts/cms/local-backend.ts), for the screen's own page only. Nothing is committed: review
 * the changes with `git diff` and commit them as usual.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { startDevServer } from '../dev/server.ts';
import { decapFolder } from './decap-files.ts';
import { backendRoot } from './local-backend.ts';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: 'content' },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const contentDir = path.resolve(values.content);
// Decap's files, fetched now the first time (with one line saying so) rather than at the first visit.
await decapFolder().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const server = await startDevServer({
  contentDir,
  port: Number(values.port),
  host: values.host,
  cms: { root: backendRoot(contentDir) },
});
const folder = path.relative(process.cwd(), contentDir) || '.';
console.log(`Editing screen: ${server.url}/admin  (saves into ${folder}/ and nowhere else)`);
console.log(
  `Site preview:   ${server.url}  (pages reload as files are saved; problems appear over the ` +
    `page and the editing screen)`,
);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
