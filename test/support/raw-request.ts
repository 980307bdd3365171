import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** A server's answer, its body read as text. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One raw request to `origin`, with the path as written (no `..` resolved), any method and any
 * Host header: fetch allows none of these freely.
 */
export function rawRequest(
  origin: string,
  urlPath: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: urlPath,
        method: options.method ?? 'GET',
        agent: false,
        headers: { ...options.headers, ...(options.host && { host: options.host }) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
