import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode } from '@campusloop/contracts';
import { AppError, type ClientAddressProof, type Logger } from '@campusloop/service-kit';
import type { GatewayConfig } from '../config/gateway-config';
import { isInternalPath } from '../http/block-internal';
import { createOriginCheck } from '../http/cors-allowlist';
import type { Limiter } from '../http/rate-limits';
import { ensureRequestId } from '../http/request-ids';
import { writeSocketError } from '../http/write-socket-error';
import { createRouteMatcher } from '../routing/route-matcher';
import { ROUTE_TABLE } from '../routing/route-table';
import { isSocketPath } from '../routing/socket-paths';
import type { UpstreamPool } from './upstream-pool';
import { createWebSocketProxy } from './websocket-proxy';

export interface UpgradeHandlerOptions {
  config: GatewayConfig;
  logger: Logger;
  /** The same pool the app uses (createApp deps). */
  pool: UpstreamPool;
  /** The same limiter as plain requests: an upgrade counts like any other request. */
  limits: Limiter;
  /** Signs the client address for the upstream (upstream-headers.ts). */
  clientProof?: ClientAddressProof;
}

export interface UpgradeHandler {
  /** The http server's `upgrade` listener. */
  handle(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every passed-through connection (shutdown: they would hold the server open). */
  closeAll(): void;
}

/**
 * WebSocket pass-through for the sockets the contracts declare (`API_SOCKET_PATHS`, today only
 * `/api/v1/notifications/live`). Every upgrade request is counted by the same rate limits as a plain
 * request (per account with a verified token, else per IP; 429 with `Retry-After` over budget), then
 * refused with 404 unless it is a `GET` of a declared socket: an `Upgrade` header on any other path
 * is never passed on (the upstream would answer it as a plain request, uncounted). Then the request
 * id, internal-path block and origin allowlist as for plain requests. Every refusal is an HTTP error in
 * the error shape, written on the socket, with the `RateLimit` headers of the count.
 */
export function createUpgradeHandler({ config, logger, pool, limits, clientProof }: UpgradeHandlerOptions): UpgradeHandler {
  const matchRoute = createRouteMatcher(ROUTE_TABLE);
  const isOriginAllowed = createOriginCheck(config.corsOrigins);
  const passThrough = createWebSocketProxy({
    logger,
    connectTimeoutMs: config.connectTimeoutMs,
    trustProxy: config.trustProxy,
    ...(clientProof ? { clientProof } : {}),
  });
  const open = new Set<Duplex>();

  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer, pathname: string, headers: Record<string, string>) => {
    const requestId = req.headers['x-request-id'] as string;
    const route = req.method === 'GET' && isSocketPath(pathname) ? matchRoute(pathname) : undefined;
    if (!route) {
      writeSocketError(socket, AppError.notFound(), requestId, headers);
      return;
    }
    const origin = req.headers.origin;
    if (origin && !isOriginAllowed(origin)) {
      writeSocketError(socket, AppError.forbidden('Origin not allowed.'), requestId, headers);
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    passThrough(req, socket, head, pool.get(route.upstream));
  };

  return {
    handle(req, socket, head) {
      socket.on('error', () => socket.destroy());
      const requestId = ensureRequestId(req);
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (isInternalPath(pathname)) {
        writeSocketError(socket, AppError.notFound(), requestId);
        return;
      }
      Promise.resolve(limits(req, pathname)).then(
        (verdict) => {
          const headers = { RateLimit: verdict.headers.ratelimit, 'RateLimit-Policy': verdict.headers['ratelimit-policy'] };
          if (verdict.refusal) writeSocketError(socket, verdict.refusal, requestId, headers);
          else upgrade(req, socket, head, pathname, headers);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'upgrade could not be counted');
          writeSocketError(socket, new AppError(500, ErrorCode.INTERNAL_ERROR), requestId);
        },
      );
    },
    closeAll() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
  };
}
