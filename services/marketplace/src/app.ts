import type { Express } from 'express';
import { createDiscussion, type Discussion } from '@campusloop/discussion-server';
import { MARKETPLACE_ROUTES } from '@campusloop/contracts';
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
import { marketplaceRoutes } from './api/marketplace-routes';
import { createMarketplaceStore, type MarketplaceStore } from './data/marketplace-store';
import { listingDiscussionTarget } from './domain/listing-discussion-target';
import type { MarketplaceContext } from './domain/marketplace-context';

export interface MarketplaceAppDeps {
  /** A connection from `connectDatabase` (database `campusloop_marketplace`). */
  connection: Connection;
  logger: Logger;
  /** Verifies identity's access tokens (JWKS in main.ts, `createTestAuth().verifier` in tests). */
  verifier: TokenVerifier;
  /** Its service token on other services' `/internal/*`, and the check of theirs on its own. */
  serviceAuth: ServiceAuth;
  /** Media's attach/detach (context MARKETPLACE, also COMMENT for questions); without it images are refused (503). */
  media?: MediaClient;
  /** Where `listing.commented` and `comment.replied` are stored; default: an outbox with no subscribers. */
  outbox?: Outbox;
  /** Identity's base URL: unknown authors are read from its /internal/people, revoked sessions polled. */
  identityUrl?: string;
  /** Instead of `identityUrl` (tests fake identity's batch read). */
  readPeople?: ReadPeople;
  now?: () => Date;
}

export interface MarketplaceApp {
  app: Express;
  store: MarketplaceStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
  outbox: Outbox;
  /** The shared discussion kit mounted for listings (questions, answers, likes). */
  discussion: Discussion;
  /** The use-cases' context (tests block listings with it: moderation has no public route). */
  ctx: MarketplaceContext;
  /** Prepares every collection's indexes (main.ts runs it before taking traffic). */
  init(): Promise<void>;
}

/** Builds the marketplace service's Express app and its store; does not listen. */
export function createMarketplaceApp(deps: MarketplaceAppDeps): MarketplaceApp {
  const store = createMarketplaceStore(deps.connection);
  // service-kit's parts every vertical shares: the people projection, revoked sessions, outbox, clock.
  const { people, revocations, outbox, now } = createVerticalParts(deps);
  const media = deps.media ?? mediaUnavailable;
  const discussion = createDiscussion({
    connection: deps.connection,
    logger: deps.logger,
    media,
    outbox,
    people,
    now,
    lock: store.lock,
    lists: store.lists,
  });
  const ctx: MarketplaceContext = {
    store,
    people,
    outbox,
    media,
    discussion: { removeAllFor: (listingId) => discussion.removeTarget(listingId) },
    logger: deps.logger,
    now,
  };

  // service-kit's vertical wiring: optional token (refused once its session is revoked), no-store
  // answers, /internal behind a service token (session.revoked, user.updated), health.
  const app = createVerticalServiceApp({
    name: 'marketplace',
    connection: deps.connection,
    logger: deps.logger,
    verifier: deps.verifier,
    people,
    revocations,
    serviceAuth: deps.serviceAuth,
    mountApi(api) {
      api.use(marketplaceRoutes(ctx));
      // Spec §7: questions and answers at /universities/{uid}/market/{listingId}/comments… (the kit's routes).
      discussion.mount(api, { routes: MARKETPLACE_ROUTES, target: listingDiscussionTarget(store) });
    },
  });
  return {
    app,
    store,
    people,
    outbox,
    discussion,
    ctx,
    init: async () => {
      await Promise.all([store.init(), discussion.store.init()]);
    },
  };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: MarketplaceAppDeps): Express {
  return createMarketplaceApp(deps).app;
}
