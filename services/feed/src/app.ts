import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { FEED_ROUTES } from '@campusloop/contracts';
import {
  createVerticalParts,
  createVerticalServiceApp,
  mediaUnavailable,
  type Clock,
  type Logger,
  type Outbox,
  type PeopleProjection,
  type ReadPeople,
  type ServiceAuth,
  type TokenVerifier,
} from '@campusloop/service-kit';
import { communityEventsRouter } from './api/community-events-router';
import { feedRoutes } from './api/feed-routes';
import { postRoutes } from './api/post-routes';
import { createDiscussion } from '@campusloop/discussion-server';
import { createFeedStore, type FeedStore } from './data/feed-store';
import { noCommunities, type CommunityAccess } from './domain/community-access';
import type { FeedContext } from './domain/feed-context';
import { postDiscussionTarget } from './domain/post-discussion-target';
import { type AttachMedia, type DetachMedia } from './domain/media-port';

export interface FeedAppDeps {
  /** A connection from `connectDatabase` (database `campusloop_feed`). */
  connection: Connection;
  logger: Logger;
  /** Verifies identity's access tokens (JWKS in main.ts, `createTestAuth().verifier` in tests). */
  verifier: TokenVerifier;
  /** Media's attach/detach; without them posts and comments with images are refused (503). */
  attachMedia?: AttachMedia;
  detachMedia?: DetachMedia;
  /**
   * The communities service's say on community feeds (`createHttpCommunityAccess`). Without it no
   * community exists: every community feed answers 404 (fail closed).
   */
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
  /** Its credentials on other services' `/internal/*` and the check of theirs on its own (session.revoked, user.updated). */
  serviceAuth: ServiceAuth;
  /** service-kit's one clock shape (tests pass service-kit's `createTestClock().now`). */
  now?: Clock;
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
  const { people, revocations, outbox, now } = createVerticalParts(deps);
  const media = {
    attach: deps.attachMedia ?? mediaUnavailable.attach,
    detach: deps.detachMedia ?? mediaUnavailable.detach,
  };
  // Comments and likes live beside the posts, under the same per-document lock and list index.
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
  const ctx: FeedContext = {
    store,
    media,
    communities: deps.communityAccess ?? noCommunities,
    outbox,
    people,
    discussion,
    logger: deps.logger,
    now,
  };

  // GET /feed/posts/{id} sets its own ETag (the edit version, for If-Match); no automatic ones.
  const app = createVerticalServiceApp({
    name: 'feed',
    connection: deps.connection,
    logger: deps.logger,
    verifier: deps.verifier,
    people,
    revocations,
    serviceAuth: deps.serviceAuth,
    mountApi(api) {
      api.use(feedRoutes(ctx), postRoutes(ctx));
      // Comments, replies and likes of a post (and the post's own like): the discussion kit.
      discussion.mount(api, { routes: FEED_ROUTES, target: postDiscussionTarget(ctx) });
    },
    // community.deleted from the communities service: the community's posts go.
    internal: communityEventsRouter(ctx, deps.connection),
  });
  // store.init() also prepares the discussion's collections (the unique like index included).
  const init = async () => {
    await Promise.all([store.init(), discussion.store.init()]);
  };
  return { app, store: { ...store, init }, people };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: FeedAppDeps): Express {
  return createFeedApp(deps).app;
}
