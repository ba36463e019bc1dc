import http from 'node:http';
import type { Socket } from 'node:net';

export interface KeepAliveRequest {
  method?: string;
  path: string;
  headers?: http.OutgoingHttpHeaders;
  /** Sent in full, with its Content-Length. */
  body?: string | Buffer;
  /**
   * Declares a body of this many bytes but sends only `body` and then waits for the answer, like
   * a client still uploading when the server refuses.
   */
  declaredLength?: number;
}

export interface KeepAliveAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Which connection carried it: the same number means the same socket was reused. */
  connection: number;
}

export interface KeepAliveClient {
  request(request: KeepAliveRequest): Promise<KeepAliveAnswer>;
  close(): void;
}

/**
 * A client like a browser's or Node's fetch: one kept-alive connection (node:http Agent with
 * keepAlive and maxSockets 1), so each request goes on the connection the previous one used unless
 * the server closed it. A request without an answer within `answerTimeoutMs` fails with
 * "no answer", which is how a connection poisoned by an unread body shows.
 */
export function createKeepAliveClient(baseUrl: string, answerTimeoutMs = 5_000): KeepAliveClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ids = new WeakMap<Socket, number>();
  let nextId = 1;
  const idOf = (socket: Socket): number => {
    if (!ids.has(socket)) ids.set(socket, nextId++);
    return ids.get(socket) as number;
  };

  return {
    request({ method = 'GET', path, headers = {}, body, declaredLength }) {
      const payload = body === undefined ? undefined : Buffer.from(body);
      const length = declaredLength ?? payload?.length;
      return new Promise<KeepAliveAnswer>((resolve, reject) => {
        const req = http.request(new URL(path, baseUrl), {
          method,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(length !== undefined ? { 'content-length': length } : {}),
            ...headers,
          },
        });
        const timer = setTimeout(() => {
          req.destroy();
          reject(new Error(`no answer to ${method} ${path} within ${answerTimeoutMs} ms`));
        }, answerTimeoutMs);
        let connection = 0;
        req.once('socket', (socket: Socket) => {
          connection = idOf(socket);
        });
        req.once('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.once('end', () => {
            clearTimeout(timer);
            // Still uploading: the server answered early and says it will close; stop sending.
            if (!req.writableFinished) req.destroy();
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
              connection,
            });
          });
        });
        req.once('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        if (payload && declaredLength !== undefined) req.write(payload);
        else req.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
