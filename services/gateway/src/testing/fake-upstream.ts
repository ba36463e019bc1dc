import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake upstream saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
  bodySha256: string;
}

export type UpstreamHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  seen: SeenRequest,
) => void;

export interface FakeUpstream {
  name: string;
  url: string;
  port: number;
  server: http.Server;
  seen: SeenRequest[];
  /** Stops listening and cuts every connection (the service went down). */
  stop(): Promise<void>;
  /** Listens again on the same port (the service came back). */
  restart(): Promise<void>;
}

/** Answers 200 `{ upstream, method, url }` with the request id echoed, like a service would. */
const echo =
  (name: string): UpstreamHandler =>
  (_req, res, seen) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-request-id', String(seen.headers['x-request-id'] ?? ''));
    res.end(
      JSON.stringify({
        upstream: name,
        method: seen.method,
        url: seen.url,
        bodyBytes: seen.bodyBytes,
        bodySha256: seen.bodySha256,
      }),
    );
  };

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * A tiny real HTTP server on 127.0.0.1 standing in for one service at the network edge. It reads
 * the whole body (hashing it) before calling the handler, which defaults to an echo.
 */
export async function startFakeUpstream(
  name: string,
  handler: UpstreamHandler = echo(name),
): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const hash = createHash('sha256');
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
      hash.update(chunk);
    });
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyBytes,
        bodySha256: hash.digest('hex'),
      };
      seen.push(request);
      handler(req, res, request);
    });
  });
  const port = await listen(server, 0);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    seen,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    async restart() {
      await listen(server, port);
    },
  };
}
