import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { errorBody, type AppError } from '@campusloop/service-kit';

/**
 * Answers an upgrade request that will not be upgraded with a plain HTTP error in the error shape,
 * then closes the socket. If anything was already written (the upgrade happened), it only closes.
 */
export function writeSocketError(socket: Duplex, error: AppError, requestId: string | undefined): void {
  if (socket.destroyed || (socket as Socket).bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(error, requestId));
  const headers = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...(requestId ? [`X-Request-Id: ${requestId}`] : []),
    'Connection: close',
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
}
