import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import type { AppError, Logger } from '@campusloop/service-kit';
import { writeSocketError } from '../http/write-socket-error';
import { prepareUpstreamHeaders } from './prepare-upstream-headers';
import { toUpstreamError, type UpstreamFailure } from './upstream-error';
import type { Upstream } from './upstream-pool';

export interface UpstreamProxy {
  /** Streams the request to the upstream and its answer back; a failure goes to `fail` as an AppError. */
  web(req: IncomingMessage, res: ServerResponse, fail: (error: AppError) => void, upstream: Upstream): void;
  /** Passes a WebSocket upgrade through to the upstream (or answers the error on the socket). */
  ws(req: IncomingMessage, socket: Duplex, head: Buffer, upstream: Upstream): void;
}

export interface UpstreamProxyOptions {
  logger: Logger;
  connectTimeoutMs: number;
  trustProxy: boolean;
}

/**
 * The proxy engine: http-proxy-3 on Node's native http client with one keep-alive agent per
 * upstream. It adds what the library leaves to its user: header hygiene, a connect timeout
 * (an unreachable host is "down", not "slow"), and telling a timeout (504) from a refused or
 * reset connection (503).
 */
export function createUpstreamProxy({ logger, connectTimeoutMs, trustProxy }: UpstreamProxyOptions): UpstreamProxy {
  const proxy = createProxyServer({ xfwd: false, changeOrigin: false });
  const failures = new WeakMap<IncomingMessage, UpstreamFailure>();

  /** A new connection that is not up within `connectTimeoutMs` counts as the upstream being down. */
  function watchConnect(proxyReq: ClientRequest, socket: Socket, req: IncomingMessage): void {
    if (!socket.connecting) return;
    const timer = setTimeout(() => {
      failures.set(req, 'unreachable');
      proxyReq.destroy();
    }, connectTimeoutMs);
    const clear = (): void => clearTimeout(timer);
    socket.once('connect', clear);
    proxyReq.once('close', clear);
  }

  proxy.on('proxyReq', (proxyReq, req, _res, _options, socket) => {
    proxyReq.once('timeout', () => failures.set(req, 'timeout'));
    watchConnect(proxyReq, socket, req);
  });
  proxy.on('proxyReqWs', (proxyReq, req) => {
    proxyReq.once('socket', (socket: Socket) => watchConnect(proxyReq, socket, req));
  });
  // The upstream's connection headers describe its socket to us, not ours to the client.
  proxy.on('proxyRes', (proxyRes) => {
    delete proxyRes.headers['keep-alive'];
    delete proxyRes.headers.connection;
  });
  // Errors are handled per call; this listener only keeps stray socket errors from throwing.
  proxy.on('error', (error) => logger.debug({ err: error }, 'proxy socket error'));

  return {
    web(req, res, fail, upstream) {
      prepareUpstreamHeaders(req, { trustProxy, upgrade: false });
      proxy.web(
        req,
        res,
        {
          target: upstream.target,
          agent: upstream.agent,
          proxyTimeout: upstream.timeoutMs,
          // Whatever the client asked for its own connection, the pooled one to the upstream stays open.
          headers: { connection: 'keep-alive' },
        },
        (error) => {
          const appError = toUpstreamError(error, failures.get(req));
          if (res.headersSent) {
            logger.warn({ err: error, upstream: upstream.name }, 'upstream failed mid-response');
            res.destroy();
            return;
          }
          fail(appError);
        },
      );
    },
    ws(req, socket, head, upstream) {
      prepareUpstreamHeaders(req, { trustProxy, upgrade: true });
      proxy.ws(req, socket, head, { target: upstream.target }, (error) => {
        const appError = toUpstreamError(error, failures.get(req));
        logger.warn({ err: error, upstream: upstream.name, status: appError.status }, 'upstream upgrade failed');
        writeSocketError(socket, appError, req.headers['x-request-id'] as string | undefined);
      });
    },
  };
}
