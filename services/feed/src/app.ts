import { Router, type Express } from 'express';
import type { Connection } from 'mongoose';
import {
  authenticate,
  createOutbox,
  createPeopleProjection,
  createServiceApp,
  healthRouter,
  type Logger,
  type Outbox,
  type PeopleProjection,
  type ReadPeople,
  type TokenVerifier,
} from '@campusloop/service-kit';
import { commentRoutes } from './api/comment-routes';
import { feedRoutes } from './api/feed-routes';
import { postRoutes } from './api/post-routes';
import { createFeedStore, type FeedStore } from './data/feed-store';
import { allowAllCommunities, type CommunityAccess } from './domain/community-access';
import type { FeedContext } from './domain/feed-context';
import { mediaUnavailable, type AttachMedia, type DetachMedia } from './domain/media-port';

export interface FeedAppDeps {
  /** A connection from `connectDatabase` (database `campusloop_feed`). */
  connection: Connection;
  logger: Logger;
  /** Verifies identity's access tokens (JWKS in main.ts, `createTestAuth().verifier` in tests). */
  verifier: TokenVerifier;
  /** Media's attach/detach; without them posts and comments with images are refused (503). */
  attachMedia?: AttachMedia;
  detachMedia?: DetachMedia;
  /** The communities service's say on community feeds; allows everything until it exists. */
  communityAccess?: CommunityAccess;
  /** Where `post.commented` / `comment.replied` are stored; default: an outbox with no subscribers. */
  outbox?: Outbox;
  /**
   * Identity's base URL: authors this service never heard of are read from its `/internal/people`.
   * Without it (and without `readPeople`) unknown authors show the snapshot stored at write time.
   */
  identityUrl?: string;
  /** Instead of `identityUrl` (tests fake identity's batch read). */
  readPeople?: ReadPeople;
  now?: () => Date;
}

export interface FeedApp {
  app: Express;
  store: FeedStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
}

/** Builds the feed's Express app and its store; does not listen. */
export function createFeedApp(deps: FeedAppDeps): FeedApp {
  const store = createFeedStore(deps.connection);
  const people = createPeopleProjection({
    connection: deps.connection,
    logger: deps.logger,
    ...(deps.identityUrl ? { identityUrl: deps.identityUrl } : {}),
    ...(deps.readPeople ? { readPeople: deps.readPeople } : {}),
  });
  const ctx: FeedContext = {
    store,
    media: {
      attach: deps.attachMedia ?? mediaUnavailable.attach,
      detach: deps.detachMedia ?? mediaUnavailable.detach,
    },
    communities: deps.communityAccess ?? allowAllCommunities,
    outbox:
      deps.outbox ?? createOutbox({ connection: deps.connection, logger: deps.logger, subscribers: {} }),
    people,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
  };

  const api = Router();
  // A token is optional here (visitors read the public feed); routes that need a user say so.
  api.use(authenticate(deps.verifier, { optional: true }));
  api.use((_req, res, next) => {
    // Every answer depends on who asks (liked, isOwner, anonymity): never cache it in between.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(feedRoutes(ctx), postRoutes(ctx), commentRoutes(ctx));

  const app = createServiceApp({
    name: 'feed',
    logger: deps.logger,
    api,
    internal: people.internalRouter,
    health: healthRouter({ name: 'feed', connection: () => deps.connection }),
  });
  // Answers differ per viewer; automatic ETags (and 304s) would only confuse. GET /feed/posts/{id}
  // sets its own ETag: the edit version, for If-Match.
  app.set('etag', false);
  return { app, store, people };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: FeedAppDeps): Express {
  return createFeedApp(deps).app;
}
