import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import type { ClientAddressProof, Logger } from '@campusloop/service-kit';
import type { TrustProxy } from '../http/client-address';
import { writeSocketError } from '../http/write-socket-error';
import { toUpstreamError, type UpstreamFailure } from './upstream-error';
import { upstreamHeaders } from './upstream-headers';
import type { Upstream } from './upstream-pool';

/** Passes a WebSocket upgrade through to the upstream (or answers the error on the socket). */
export type WebSocketProxy = (req: IncomingMessage, socket: Duplex, head: Buffer, upstream: Upstream) => void;

export interface WebSocketProxyOptions {
  logger: Logger;
  connectTimeoutMs: number;
  trustProxy: TrustProxy;
  clientProof?: ClientAddressProof;
}

/**
 * WebSocket upgrades go through http-proxy-3, whose upgrade plumbing pairs the sockets and fixed the
 * leaks the original http-proxy had (plain requests: forward-request.ts, on the undici pool). No
 * connection within `connectTimeoutMs` → 503 on the socket, like a plain request.
 */
export function createWebSocketProxy({
  logger,
  connectTimeoutMs,
  trustProxy,
  clientProof,
}: WebSocketProxyOptions): WebSocketProxy {
  const wsProxy = createProxyServer({ xfwd: false, changeOrigin: false });
  const wsFailures = new WeakMap<IncomingMessage, UpstreamFailure>();

  wsProxy.on('proxyReqWs', (proxyReq: ClientRequest, req: IncomingMessage) => {
    proxyReq.once('socket', (socket: Socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(() => {
        wsFailures.set(req, 'unreachable');
        proxyReq.destroy();
      }, connectTimeoutMs);
      socket.once('connect', () => clearTimeout(timer));
      proxyReq.once('close', () => clearTimeout(timer));
    });
  });
  // Errors are handled per call; this listener only keeps stray socket errors from throwing.
  wsProxy.on('error', (error) => logger.debug({ err: error }, 'websocket proxy socket error'));

  return (req, socket, head, upstream) => {
    // http-proxy-3 sends the request's own headers: replace them with what the upstream may see.
    req.headers = upstreamHeaders(req, { trustProxy, upgrade: true, ...(clientProof ? { clientProof } : {}) });
    wsProxy.ws(req, socket, head, { target: upstream.target() }, (error) => {
      const appError = toUpstreamError(error, wsFailures.get(req));
      logger.warn(
        { err: error, upstream: upstream.name, status: appError.status },
        'upstream upgrade failed',
      );
      writeSocketError(socket, appError, req.headers['x-request-id'] as string | undefined);
    });
  };
}
