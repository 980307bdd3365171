/**
 * `npm run serve [-- --port 4173 --dir dist --host 127.0.0.1]`: serves the built site with the
 * headers of its `_headers` file. It listens on this machine only unless given `--host`
 * (`--host 0.0.0.0` for every interface).
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.ts';
import { serverUrl } from './http-rules.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const server = createStaticServer(values.dir);
server.listen(Number(values.port), values.host, () => {
  console.log(
    `Serving ${values.dir}/ at ${serverUrl(values.host, (server.address() as AddressInfo).port)}  (Ctrl+C stops)`,
  );
});
