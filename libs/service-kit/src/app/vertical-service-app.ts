import { Router, type Express } from 'express';
import type { Connection } from 'mongoose';
import { authenticate } from '../auth/authenticate';
import type { TokenVerifier } from '../auth/token-verifier';
import { healthRouter } from '../health/health-router';
import type { Logger } from '../logging/logger';
import { createOutbox, type Outbox } from '../outbox/create-outbox';
import { createPeopleProjection, type PeopleProjection } from '../people/create-people-projection';
import type { ReadPeople } from '../people/identity-people-client';
import type { ServiceAuth } from '../service-auth/service-auth';
import { createSessionRevocations, type SessionRevocations } from '../sessions/create-session-revocations';
import type { ReadRevokedSessions } from '../sessions/identity-revocations-client';
import { refuseRevokedSessions } from '../sessions/refuse-revoked-sessions';
import { createAccountRestrictions, type AccountRestrictions } from '../moderation/create-account-restrictions';
import type { ReadRestrictions } from '../moderation/identity-restrictions-client';
import { refuseRestrictedWrites } from '../moderation/refuse-restricted-writes';
import { createUserBlocks, type UserBlocks } from '../blocks/create-user-blocks';
import type { ReadUserBlocks } from '../blocks/identity-user-blocks-client';
import { createServiceApp } from './create-service-app';

export interface VerticalPartsDeps {
  connection: Connection;
  logger: Logger;
  /** Where the vertical's events are stored; default: an outbox with no subscribers. */
  outbox?: Outbox;
  /** Identity's base URL: unknown authors are read from its `/internal/people`. */
  identityUrl?: string;
  /** Instead of `identityUrl` (tests fake identity's batch read). */
  readPeople?: ReadPeople;
  /** This service's credentials for `/internal/*` calls (identity's people and revocations). */
  serviceAuth: ServiceAuth;
  /** Instead of polling identity's `/internal/sessions/revoked` (tests). */
  readRevoked?: ReadRevokedSessions;
  /** Instead of polling identity for restricted accounts (tests). */
  readRestrictions?: ReadRestrictions;
  /** Instead of polling identity for user blocks (tests). */
  readUserBlocks?: ReadUserBlocks;
  now?: () => Date;
}

/** What every vertical (feed, events, …) builds the same way before its own store and routes. */
export interface VerticalParts {
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
  /** Revoked sessions (`session.revoked` lands at POST /internal/events/sessions); their tokens get 401. */
  revocations: SessionRevocations;
  /** Accounts a moderator restricted (`account.restriction-changed` at POST /internal/events/sessions): their writes get 403. */
  restrictions: AccountRestrictions;
  /** Who blocked whom (`user.block-changed` at POST /internal/events/sessions): a blocker never reads the blocked user's items. */
  blocks: UserBlocks;
  outbox: Outbox;
  now: () => Date;
}

/** The people projection, the outbox (or its default) and the clock of a vertical. */
export function createVerticalParts(deps: VerticalPartsDeps): VerticalParts {
  const people = createPeopleProjection({
    connection: deps.connection,
    logger: deps.logger,
    ...(deps.identityUrl ? { identityUrl: deps.identityUrl } : {}),
    ...(deps.readPeople ? { readPeople: deps.readPeople } : {}),
    fetch: deps.serviceAuth.fetch,
  });
  const revocations = createSessionRevocations({
    connection: deps.connection,
    logger: deps.logger,
    fetch: deps.serviceAuth.fetch,
    ...(deps.identityUrl ? { identityUrl: deps.identityUrl } : {}),
    ...(deps.readRevoked ? { readRevoked: deps.readRevoked } : {}),
  });
  const restrictions = createAccountRestrictions({
    connection: deps.connection,
    logger: deps.logger,
    fetch: deps.serviceAuth.fetch,
    ...(deps.identityUrl ? { identityUrl: deps.identityUrl } : {}),
    ...(deps.readRestrictions ? { readRestrictions: deps.readRestrictions } : {}),
  });
  const blocks = createUserBlocks({
    connection: deps.connection,
    logger: deps.logger,
    fetch: deps.serviceAuth.fetch,
    ...(deps.identityUrl ? { identityUrl: deps.identityUrl } : {}),
    ...(deps.readUserBlocks ? { readUserBlocks: deps.readUserBlocks } : {}),
  });
  const outbox =
    deps.outbox ?? createOutbox({ connection: deps.connection, logger: deps.logger, subscribers: {} });
  return { people, revocations, restrictions, blocks, outbox, now: deps.now ?? (() => new Date()) };
}

export interface VerticalServiceAppOptions {
  name: string;
  connection: Connection;
  logger: Logger;
  verifier: TokenVerifier;
  /** Its internal router (`user.updated` at POST /internal/events/people); omit for a vertical without one. */
  people?: PeopleProjection;
  /** Refuses tokens of revoked sessions; its router takes `session.revoked` at POST /internal/events/sessions. */
  revocations: SessionRevocations;
  /** Refuses writes of restricted accounts (403, spec §8 'Account Restricted'); its router takes their changes. */
  restrictions?: AccountRestrictions;
  /** Its router takes `user.block-changed` at POST /internal/events/sessions. */
  blocks?: UserBlocks;
  /** Verifies the service token every `/internal/*` call must carry. */
  serviceAuth: ServiceAuth;
  /** Mounts the vertical's own routes (and its discussion kit) on the `/api/v1` router. */
  mountApi(api: Router): void;
  /** The vertical's own `/internal` routes (e.g. `eventSubscriberRouter` for the events it subscribes to). */
  internal?: Router;
}

/**
 * A vertical's Express app: a token is optional on the API (visitors read public pages; routes that
 * need a user say so), every API answer is `Cache-Control: no-store` (answers depend on who asks:
 * liked, isOwner, anonymity), tokens of revoked sessions refused, internal routes behind a service token
 * (session revocations, the people projection's router if any), health, and no automatic
 * ETags (routes that need one, e.g. for If-Match, set their own).
 */
export function createVerticalServiceApp(options: VerticalServiceAppOptions): Express {
  const api = Router();
  api.use(authenticate(refuseRevokedSessions(options.verifier, options.revocations), { optional: true }));
  if (options.restrictions) api.use(refuseRestrictedWrites({ restrictions: options.restrictions }));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  options.mountApi(api);

  const app = createServiceApp({
    name: options.name,
    logger: options.logger,
    api,
    internal: Router().use(
      // Before the sessions router: both take identity's events at POST /internal/events/sessions.
      ...(options.restrictions ? [options.restrictions.internalRouter] : []),
      ...(options.blocks ? [options.blocks.internalRouter] : []),
      options.revocations.internalRouter,
      ...(options.people ? [options.people.internalRouter] : []),
      ...(options.internal ? [options.internal] : []),
    ),
    internalAuth: options.serviceAuth,
    health: healthRouter({ name: options.name, connection: () => options.connection }),
  });
  app.set('etag', false);
  return app;
}
