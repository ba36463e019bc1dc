import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import type { AppError, Logger } from '@campusloop/service-kit';
import type { TrustProxy } from '../http/client-address';
import { writeSocketError } from '../http/write-socket-error';
import { forwardRequest, type AnswerHeaders } from './forward-request';
import { toUpstreamError, type UpstreamFailure } from './upstream-error';
import { upstreamHeaders } from './upstream-headers';
import type { Upstream } from './upstream-pool';

export interface UpstreamProxy {
  /** Streams the request to the upstream and its answer back; a failure goes to `fail` as an AppError. */
  web(req: IncomingMessage, res: ServerResponse, upstream: Upstream, options: WebOptions): void;
  /** Passes a WebSocket upgrade through to the upstream (or answers the error on the socket). */
  ws(req: IncomingMessage, socket: Duplex, head: Buffer, upstream: Upstream): void;
}

export interface WebOptions {
  /** The gateway's own answer headers (request id, rate limits); the upstream's win. */
  answerHeaders: AnswerHeaders;
  /** A failure before anything was written, as an AppError (503, 504, 502). */
  fail: (error: AppError) => void;
}

export interface UpstreamProxyOptions {
  logger: Logger;
  connectTimeoutMs: number;
  trustProxy: TrustProxy;
}

/**
 * The proxy engine. Plain requests go through our own forwarding on the upstream's undici pool
 * (forward-request.ts): measured with `npm run bench:gateway` it costs far less gateway CPU per
 * request than http-proxy-3's web path or `http.request`, and its failures map straight to 503/504.
 * WebSocket upgrades use http-proxy-3, whose upgrade plumbing pairs the sockets and fixed the leaks
 * the original http-proxy had.
 */
export function createUpstreamProxy({
  logger,
  connectTimeoutMs,
  trustProxy,
}: UpstreamProxyOptions): UpstreamProxy {
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

  return {
    web(req, res, upstream, { answerHeaders, fail }) {
      forwardRequest(req, res, upstream, {
        headers: upstreamHeaders(req, { trustProxy, upgrade: false }),
        answerHeaders,
        fail,
        onBrokenResponse: (error) =>
          logger.warn({ err: error, upstream: upstream.name }, 'upstream failed mid-response'),
      });
    },
    ws(req, socket, head, upstream) {
      // http-proxy-3 sends the request's own headers: replace them with what the upstream may see.
      req.headers = upstreamHeaders(req, { trustProxy, upgrade: true });
      wsProxy.ws(req, socket, head, { target: upstream.target }, (error) => {
        const appError = toUpstreamError(error, wsFailures.get(req));
        logger.warn(
          { err: error, upstream: upstream.name, status: appError.status },
          'upstream upgrade failed',
        );
        writeSocketError(socket, appError, req.headers['x-request-id'] as string | undefined);
      });
    },
  };
}
