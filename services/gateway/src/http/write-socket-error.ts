import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { errorBody, type AppError } from '@campusloop/service-kit';

/**
 * Answers an upgrade request that will not be upgraded with a plain HTTP error in the error shape,
 * then closes the socket. If anything was already written (the upgrade happened), it only closes.
 * `headers`: the gateway's own answer headers (e.g. `RateLimit`); the error's (`Retry-After`) are added.
 */
export function writeSocketError(
  socket: Duplex,
  error: AppError,
  requestId: string | undefined,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (socket.destroyed || (socket as Socket).bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(error, requestId));
  const extra = { ...headers, ...error.headers };
  const lines = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...(requestId ? [`X-Request-Id: ${requestId}`] : []),
    ...Object.entries(extra).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}
