/**
 * `npm run dev [-- --port 4321 --content DIR --host 127.0.0.1]`: builds the site, serves it on
 * http://127.0.0.1:4321 (this machine only, unless given `--host`) and keeps it up to date while
 * you edit; open pages reload by themselves.
 */
import { parseArgs } from 'node:util';
import { startDevServer } from './server.ts';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: 'content' },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const server = await startDevServer({ contentDir: values.content, port: Number(values.port), host: values.host });
console.log(`Dev server: ${server.url}  (watching ${values.content}/, src/, templates/, public/; Ctrl+C stops)`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
