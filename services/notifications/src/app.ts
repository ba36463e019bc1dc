import type { Express } from 'express';
import type { Connection } from 'mongoose';
import {
  createIdempotentConsumer,
  createVerticalParts,
  createVerticalServiceApp,
  refuseRevokedSessions,
  type Logger,
  type ReadPeople,
  type ReadRevokedSessions,
  type ServiceAuth,
  type TokenVerifier,
} from '@campusloop/service-kit';
import { notificationsInternalRoutes } from './api/internal-routes';
import { notificationsRoutes } from './api/notifications-routes';
import { createNotificationsStore, type NotificationsStore } from './data/notifications-store';
import type { NotificationsContext } from './domain/notifications-context';
import { createLiveHub, type LiveHub } from './live/live-hub';
import { createLiveServer, type LiveServer } from './live/live-server';

export interface NotificationsAppDeps {
  /** A connection from `connectDatabase` (database `campusloop_notifications`). */
  connection: Connection;
  logger: Logger;
  /** Verifies identity's access tokens (JWKS in main.ts, `createTestAuth().verifier` in tests). */
  verifier: TokenVerifier;
  /** Its service token on other services' `/internal/*`, and the check of theirs on its own. */
  serviceAuth: ServiceAuth;
  /** Identity's base URL: revoked sessions polled. */
  identityUrl?: string;
  /** Instead of `identityUrl` (tests). */
  readPeople?: ReadPeople;
  readRevoked?: ReadRevokedSessions;
  now?: () => Date;
  /** Live channel timings (tests shorten them). */
  live?: { authTimeoutMs?: number; heartbeatMs?: number };
}

export interface NotificationsApp {
  app: Express;
  store: NotificationsStore;
  hub: LiveHub;
  /** The WebSocket side: pass `live.handleUpgrade` as the server's upgrade listener. */
  live: LiveServer;
  ctx: NotificationsContext;
}

/** Builds the notifications service's Express app, its store and its live channel; does not listen. */
export function createNotificationsApp(deps: NotificationsAppDeps): NotificationsApp {
  const store = createNotificationsStore(deps.connection);
  // service-kit's parts every vertical shares: revoked sessions, the clock (notifications shows no authors:
  // actor names arrive in the events, as their publisher may show them).
  const { people, revocations, now } = createVerticalParts(deps);
  const hub = createLiveHub();
  const ctx: NotificationsContext = { store, live: hub, logger: deps.logger, now };
  const consumer = createIdempotentConsumer({ connection: deps.connection });
  const live = createLiveServer({
    ctx,
    verifier: refuseRevokedSessions(deps.verifier, revocations),
    logger: deps.logger,
    ...deps.live,
  });

  const app = createVerticalServiceApp({
    name: 'notifications',
    connection: deps.connection,
    logger: deps.logger,
    verifier: deps.verifier,
    people,
    revocations,
    serviceAuth: deps.serviceAuth,
    mountApi(api) {
      api.use(notificationsRoutes(ctx));
    },
    internal: notificationsInternalRoutes(ctx, consumer),
  });
  return { app, store, hub, live, ctx };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: NotificationsAppDeps): Express {
  return createNotificationsApp(deps).app;
}
