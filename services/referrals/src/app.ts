import type { Express } from 'express';
import {
  createIdempotentConsumer,
  keyedLockOf,
  createSlidingWindowLimiter,
  createVerticalApp,
  createVerticalParts,
  eventSubscriberRouter,
  type PeopleProjection,
  type VerticalAppDeps,
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

/**
 * service-kit's vertical deps (connection `campusloop_referrals`, logger, verifier, serviceAuth, outbox
 * (default: none with no subscribers; referrals publishes nothing), identityUrl (people on a miss,
 * revoked sessions, and recording an applied code) or readPeople, now) and its own.
 */
export interface ReferralsAppDeps extends VerticalAppDeps {
  /** Instead of identity's referral route at `identityUrl`. */
  identityReferrals?: IdentityReferrals;
  identityTimeoutMs?: number;
  /** Apply attempts per user per hour (default 10). */
  applyAttemptsPerHour?: number;
  /** Default: 10 characters from the CSPRNG. */
  newReferralCode?: () => string;
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
  const parts = createVerticalParts(deps);
  const { people, now } = parts;
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
    applyAttempts: createSlidingWindowLimiter({
      connection: deps.connection,
      collection: 'apply_attempt_events',
      now,
      purgeEveryMs: HOUR_MS,
    }),
    maxApplyAttempts: deps.applyAttemptsPerHour ?? 10,
    newReferralCode: deps.newReferralCode ?? newReferralCode,
    codeLock: keyedLockOf(deps.connection),
    logger: deps.logger,
    now,
  };

  // service-kit's vertical wiring; our /internal route: reviews' rating events.
  const app = createVerticalApp(deps, parts, {
    name: 'referrals',
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
