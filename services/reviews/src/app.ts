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
import { reviewsRoutes } from './api/reviews-routes';
import { createReviewsStore, type ReviewsStore } from './data/reviews-store';
import type { ReviewsContext } from './domain/reviews-context';

export interface ReviewsAppDeps {
  /** A connection from `connectDatabase` (database `campusloop_reviews`). */
  connection: Connection;
  logger: Logger;
  /** Verifies identity's access tokens (JWKS in main.ts, `createTestAuth().verifier` in tests). */
  verifier: TokenVerifier;
  /** Its service token on other services' `/internal/*`, and the check of theirs on its own. */
  serviceAuth: ServiceAuth;
  /** Media's attach/detach (`createHttpMediaClient`); without it items with images are refused (503). */
  media?: MediaClient;
  /** Where `rating.created` / `rating.deleted` are stored; default: an outbox with no subscribers. */
  outbox?: Outbox;
  /** Identity's base URL: unknown authors are read from its /internal/people, revoked sessions polled. */
  identityUrl?: string;
  /** Instead of `identityUrl` (tests fake identity's batch read). */
  readPeople?: ReadPeople;
  now?: () => Date;
}

export interface ReviewsApp {
  app: Express;
  store: ReviewsStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
  outbox: Outbox;
}

/** Builds the reviews service's Express app and its store; does not listen. */
export function createReviewsApp(deps: ReviewsAppDeps): ReviewsApp {
  const store = createReviewsStore(deps.connection);
  // service-kit's parts every vertical shares: the people projection, revoked sessions, outbox, clock.
  const { people, revocations, outbox, now } = createVerticalParts(deps);
  const ctx: ReviewsContext = {
    store,
    people,
    outbox,
    media: deps.media ?? mediaUnavailable,
    logger: deps.logger,
    now,
  };

  // service-kit's vertical wiring: optional token (refused once its session is revoked), no-store
  // answers, /internal behind a service token (session.revoked, user.updated), health.
  const app = createVerticalServiceApp({
    name: 'reviews',
    connection: deps.connection,
    logger: deps.logger,
    verifier: deps.verifier,
    people,
    revocations,
    serviceAuth: deps.serviceAuth,
    mountApi(api) {
      api.use(reviewsRoutes(ctx));
    },
  });
  return { app, store, people, outbox };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: ReviewsAppDeps): Express {
  return createReviewsApp(deps).app;
}
