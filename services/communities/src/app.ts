import type { Express } from 'express';
import type { Connection } from 'mongoose';
import {
  createVerticalParts,
  createVerticalServiceApp,
  mediaUnavailable,
  type Logger,
  type MediaClient,
  type Outbox,
  type PeopleProjection,
  type ReadPeople,
  type ServiceAuth,
  type TokenVerifier,
} from '@campusloop/service-kit';
import { communitiesRoutes } from './api/communities-routes';
import { internalRoutes } from './api/internal-routes';
import { createCommunitiesStore, type CommunitiesStore } from './data/communities-store';
import type { CommunitiesContext } from './domain/communities-context';

export interface CommunitiesAppDeps {
  /** A connection from `connectDatabase` (database `campusloop_communities`). */
  connection: Connection;
  logger: Logger;
  /** Verifies identity's access tokens (JWKS in main.ts, `createTestAuth().verifier` in tests). */
  verifier: TokenVerifier;
  /** Its service token on other services' `/internal/*`, and the check of theirs on its own. */
  serviceAuth: ServiceAuth;
  /** Media's attach/detach (`createHttpMediaClient`); without it items with images are refused (503). */
  media?: MediaClient;
  /** Where `community.deleted` is stored; default: an outbox with no subscribers. */
  outbox?: Outbox;
  /** Identity's base URL: unknown authors are read from its /internal/people, revoked sessions polled. */
  identityUrl?: string;
  /** Instead of `identityUrl` (tests fake identity's batch read). */
  readPeople?: ReadPeople;
  now?: () => Date;
}

export interface CommunitiesApp {
  app: Express;
  store: CommunitiesStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
  outbox: Outbox;
  /** The use-cases' context (main.ts finishes deletions a crash cut short with it). */
  ctx: CommunitiesContext;
}

/** Builds the communities service's Express app and its store; does not listen. */
export function createCommunitiesApp(deps: CommunitiesAppDeps): CommunitiesApp {
  const store = createCommunitiesStore(deps.connection);
  // service-kit's parts every vertical shares: the people projection, revoked sessions, outbox, clock.
  const { people, revocations, outbox, now } = createVerticalParts(deps);
  const ctx: CommunitiesContext = {
    store,
    people,
    outbox,
    media: deps.media ?? mediaUnavailable,
    logger: deps.logger,
    now,
  };

  // service-kit's vertical wiring: optional token (refused once its session is revoked), no-store
  // answers, /internal behind a service token (session.revoked, user.updated, and ours: the feed's
  // access question, the operator's official mark), health.
  const app = createVerticalServiceApp({
    name: 'communities',
    connection: deps.connection,
    logger: deps.logger,
    verifier: deps.verifier,
    people,
    revocations,
    serviceAuth: deps.serviceAuth,
    mountApi(api) {
      api.use(communitiesRoutes(ctx));
    },
    internal: internalRoutes(ctx),
  });
  return { app, store, people, outbox, ctx };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: CommunitiesAppDeps): Express {
  return createCommunitiesApp(deps).app;
}
