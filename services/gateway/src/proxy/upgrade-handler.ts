import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError, type Logger } from '@campusloop/service-kit';
import type { GatewayConfig } from '../config/gateway-config';
import { isInternalPath } from '../http/block-internal';
import { createOriginCheck } from '../http/cors-allowlist';
import { ensureRequestId } from '../http/request-ids';
import { writeSocketError } from '../http/write-socket-error';
import { createRouteMatcher } from '../routing/route-matcher';
import { ROUTE_TABLE } from '../routing/route-table';
import type { UpstreamPool } from './upstream-pool';
import { createWebSocketProxy } from './websocket-proxy';

export interface UpgradeHandlerOptions {
  config: GatewayConfig;
  logger: Logger;
  /** The same pool the app uses (createApp deps). */
  pool: UpstreamPool;
}

export interface UpgradeHandler {
  /** The http server's `upgrade` listener. */
  handle(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every passed-through connection (shutdown: they would hold the server open). */
  closeAll(): void;
}

/**
 * WebSocket pass-through for `/api/v1/*` (e.g. `/api/v1/notifications/live`): the same route table,
 * request id, internal-path block and origin allowlist as plain requests; anything else is answered
 * with an HTTP error in the error shape instead of an upgrade.
 */
export function createUpgradeHandler({ config, logger, pool }: UpgradeHandlerOptions): UpgradeHandler {
  const matchRoute = createRouteMatcher(ROUTE_TABLE);
  const isOriginAllowed = createOriginCheck(config.corsOrigins);
  const passThrough = createWebSocketProxy({
    logger,
    connectTimeoutMs: config.connectTimeoutMs,
    trustProxy: config.trustProxy,
  });
  const open = new Set<Duplex>();
  return {
    handle(req, socket, head) {
      socket.on('error', () => socket.destroy());
      const requestId = ensureRequestId(req);

      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const route = isInternalPath(pathname) ? undefined : matchRoute(pathname);
      if (!route) {
        writeSocketError(socket, AppError.notFound(), requestId);
        return;
      }
      const origin = req.headers.origin;
      if (origin && !isOriginAllowed(origin)) {
        writeSocketError(socket, AppError.forbidden('Origin not allowed.'), requestId);
        return;
      }
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      passThrough(req, socket, head, pool.get(route.upstream));
    },
    closeAll() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
  };
}
