import type { Express } from 'express';
import type { Connection } from 'mongoose';
import {
  createDatabaseRateLimitStore,
  createIdempotentConsumer,
  createKeyedLock,
  createVerticalParts,
  createVerticalServiceApp,
  eventSubscriberRouter,
  type Logger,
  type Outbox,
  type PeopleProjection,
  type ReadPeople,
  type ServiceAuth,
  type TokenVerifier,
} from '@campusloop/service-kit';
import { referralsRoutes } from './api/referrals-routes';
import { createReferralsStore, type ReferralsStore } from './data/referrals-store';
import { newReferralCode } from './domain/new-referral-code';
import { ratingEventHandlers } from './domain/rating-events';
import type { ReferralsContext } from './domain/referrals-context';
import { createIdentityReferralsClient, type IdentityReferrals } from './identity/identity-referrals-client';

/** Where other services' outboxes deliver the events referrals subscribes to (manifest `subscribes.path`). */
export const REFERRALS_EVENTS_PATH = '/events';
const HOUR_MS = 60 * 60 * 1000;

export interface ReferralsAppDeps {
  /** A connection from `connectDatabase` (database `campusloop_referrals`). */
  connection: Connection;
  logger: Logger;
  /** Verifies identity's access tokens (JWKS in main.ts, `createTestAuth().verifier` in tests). */
  verifier: TokenVerifier;
  /** Its service token on other services' `/internal/*`, and the check of theirs on its own. */
  serviceAuth: ServiceAuth;
  /** Default: an outbox with no subscribers (referrals publishes nothing). */
  outbox?: Outbox;
  /** Identity's base URL: people on a miss, revoked sessions, and recording an applied code. */
  identityUrl?: string;
  /** Instead of `identityUrl` (tests fake identity's batch read). */
  readPeople?: ReadPeople;
  /** Instead of identity's referral route at `identityUrl`. */
  identityReferrals?: IdentityReferrals;
  identityTimeoutMs?: number;
  /** Apply attempts per user per hour (default 10). */
  applyAttemptsPerHour?: number;
  /** Default: 10 characters from the CSPRNG. */
  newReferralCode?: () => string;
  now?: () => Date;
}

export interface ReferralsApp {
  app: Express;
  store: ReferralsStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
}

/** Builds the referrals service's Express app and its store; does not listen. */
export function createReferralsApp(deps: ReferralsAppDeps): ReferralsApp {
  const store = createReferralsStore(deps.connection);
  // service-kit's parts every vertical shares: the people projection, revoked sessions, outbox, clock.
  const { people, revocations, now } = createVerticalParts(deps);
  const identity =
    deps.identityReferrals ??
    createIdentityReferralsClient({
      identityUrl: deps.identityUrl ?? 'http://127.0.0.1:3101',
      fetch: deps.serviceAuth.fetch,
      timeoutMs: deps.identityTimeoutMs ?? 5_000,
    });
  const ctx: ReferralsContext = {
    store,
    people,
    identity,
    applyAttempts: createDatabaseRateLimitStore({
      connection: deps.connection,
      windowMs: HOUR_MS,
      prefix: 'referral-apply:',
      collection: 'apply_attempts',
    }),
    maxApplyAttempts: deps.applyAttemptsPerHour ?? 10,
    newReferralCode: deps.newReferralCode ?? newReferralCode,
    codeLock: createKeyedLock(),
    logger: deps.logger,
    now,
  };

  // service-kit's vertical wiring: optional token (refused once its session is revoked), no-store
  // answers, /internal behind a service token (session.revoked, user.updated, reviews' rating events), health.
  const app = createVerticalServiceApp({
    name: 'referrals',
    connection: deps.connection,
    logger: deps.logger,
    verifier: deps.verifier,
    people,
    revocations,
    serviceAuth: deps.serviceAuth,
    mountApi(api) {
      api.use(referralsRoutes(ctx));
    },
    internal: eventSubscriberRouter({
      path: REFERRALS_EVENTS_PATH,
      consumer: createIdempotentConsumer({ connection: deps.connection }),
      handlers: ratingEventHandlers(store),
      logger: deps.logger,
    }),
  });
  return { app, store, people };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: ReferralsAppDeps): Express {
  return createReferralsApp(deps).app;
}
