/**
 * `npm run cms [-- --port 4321 --backend-port 8081 --content DIR]`: the editing screen on this
 * machine. Starts decap-server, which writes the files an editor saves into the working copy, and
 * the dev server, which serves the screen at http://localhost:4321/admin and every page of the
 * site, rebuilt and reloaded as files are saved. Nothing is committed: review the changes with
 * `git diff` and commit them as usual.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { startDevServer } from '../dev/server.ts';
import { backendRoot, defaultBackendPort, startLocalBackend } from './local-backend.ts';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: 'content' },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    'backend-port': { type: 'string', default: String(defaultBackendPort) },
    host: { type: 'string', default: 'localhost' },
  },
});

const contentDir = path.resolve(values.content);
const root = backendRoot(contentDir);
const backend = await startLocalBackend({
  root,
  port: Number(values['backend-port']),
  log: (line) => console.log(`[decap-server] ${line}`),
});
const server = await startDevServer({
  contentDir,
  port: Number(values.port),
  host: values.host,
  cms: { backendUrl: backend.url, root },
});
const folder = path.relative(process.cwd(), contentDir) || '.';
console.log(
  `Editing screen: ${server.url}/admin  (saves into ${folder}/ through decap-server on port ${backend.port})`,
);
console.log(
  `Site preview:   ${server.url}  (pages reload as files are saved; problems appear over the ` +
    `page and the editing screen)`,
);

const stop = async () => {
  await Promise.all([server.close(), backend.close()]);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
