/** `npm run serve`: serves the built site in `dist/` (or `--dir`) on http://localhost:4173 (or `--port`). */
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: process.env.PORT ?? '4173' } } });
const server = createStaticServer(values.dir);
server.listen(Number(values.port), () => {
  console.log(`Serving ${values.dir}/ at http://localhost:${values.port}  (Ctrl+C stops)`);
});
