/**
 * The editing screen's local backend: decap-server in its file-system mode, which reads and
 * writes the files of a folder on this machine for the screen at /admin (no git, no login).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

/** The port decap-server listens on unless told otherwise; the editing screen looks there. */
export const defaultBackendPort = 8081;
export const backendUrl = (port: number) => `http://127.0.0.1:${port}/api/v1`;

/**
 * The folder the backend edits: the working copy the content folder is in (so that paths such as
 * `content/services/werkpaard.nl.md` and `public/images` are the repository's own), or the
 * content folder's parent when it lies elsewhere.
 */
export function backendRoot(contentDir: string, cwd = process.cwd()): string {
  const content = path.resolve(contentDir);
  const inside = path.relative(cwd, content);
  return inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? path.resolve(cwd) : path.dirname(content);
}

/** The folder a path is in, relative to the backend's root, written with `/`. */
export const relativeFolder = (root: string, folder: string) =>
  path.relative(root, path.resolve(folder)).split(path.sep).join('/');

/** A free port on this machine. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface LocalBackend {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts decap-server on `port` (0: a free one), editing the files under `root`; resolves once it
 * listens. Only this machine can reach it.
 */
export async function startLocalBackend(options: {
  root: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<LocalBackend> {
  const port = options.port || (await freePort());
  const script = createRequire(import.meta.url).resolve('decap-server');
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: options.root,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: options.root,
      MODE: 'fs',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // decap-server must not outlive whoever started it, even one that stops on an error.
  const stopChild = () => child.kill('SIGTERM');
  process.once('exit', stopChild);
  child.once('exit', () => process.off('exit', stopChild));
  const log = options.log ?? (() => undefined);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      // winston colours its levels; strip the escapes before reading and reporting lines.
      for (const line of text.split('\n')) if (line.trim()) log(line.replace(/\x1b\[[0-9;]*m/g, ''));
      if (output.includes('listening on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`decap-server stopped (exit code ${code}):\n${output}`)));
    child.once('error', reject);
  });
  return {
    url: backendUrl(port),
    port,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
