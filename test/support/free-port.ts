import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 for a server started later by another program (wrangler, nginx).
 * It is taken below the range the system hands out for port 0 (32768 and up on Linux, 49152 and
 * up on macOS and Windows), so no server of a test running beside it can be given the same
 * port in the moment between this probe and the program's own bind.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
