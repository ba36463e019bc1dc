import type { Express } from 'express';
import { FEED_ROUTES, MODERATION_DESKS } from '@campusloop/contracts';
import {
  createModeration,
  createRestrictAuthor,
  createVerticalApp,
  createVerticalParts,
  mediaUnavailable,
  mountAuthorRestrictionRoutes,
  mountModerationRoutes,
  sealedRestrictionOf,
  type Moderation,
  type PeopleProjection,
  type RestrictSealedAuthor,
  type VerticalAppDeps,
} from '@campusloop/service-kit';
import { communityEventsRouter } from './api/community-events-router';
import { feedRoutes } from './api/feed-routes';
import { postRoutes } from './api/post-routes';
import { createDiscussion } from '@campusloop/discussion-server';
import { createFeedStore, type FeedStore } from './data/feed-store';
import { noCommunities, type CommunityAccess } from './domain/community-access';
import type { FeedContext } from './domain/feed-context';
import { postDiscussionTarget } from './domain/post-discussion-target';
import { moderatedPosts, reportablePost } from './domain/post-moderation';
import { type AttachMedia, type DetachMedia } from './domain/media-port';

/**
 * service-kit's vertical deps (connection `campusloop_feed`, logger, verifier, serviceAuth, outbox for
 * `post.commented` / `comment.replied`, identityUrl or readPeople, now: `createTestClock().now` in tests)
 * and its own ports. Without identityUrl (and readPeople) unknown authors show the snapshot stored at
 * write time.
 */
export interface FeedAppDeps extends VerticalAppDeps {
  /** Media's attach/detach; without them posts and comments with images are refused (503). */
  attachMedia?: AttachMedia;
  detachMedia?: DetachMedia;
  /**
   * The communities service's say on community feeds (`createHttpCommunityAccess`). Without it no
   * community exists: every community feed answers 404 (fail closed).
   */
  communityAccess?: CommunityAccess;
  /**
   * Identity's sealed restriction ("restrict the author" of a post, issue 28). Default: identity's
   * `PUT /internal/moderation/sealed-restrictions` at `identityUrl` with the service token; without
   * `identityUrl` the route answers 503.
   */
  restrictSealedAuthor?: RestrictSealedAuthor;
}

export interface FeedApp {
  app: Express;
  store: FeedStore;
  /** The local copy of identity's people (`user.updated` lands at POST /internal/events/people). */
  people: PeopleProjection;
  /** Reports of posts, the moderators' queue, block/unblock/dismiss and the audit log (service-kit's kit). */
  moderation: Moderation;
}

/** Builds the feed's Express app and its store; does not listen. */
export function createFeedApp(deps: FeedAppDeps): FeedApp {
  const store = createFeedStore(deps.connection);
  const parts = createVerticalParts(deps);
  const { people, outbox, now, blocks } = parts;
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
    blocks,
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
    blocks,
    logger: deps.logger,
    now,
  };

  // Reports and the moderators' desk for posts (/feed/moderation/…), and "restrict the author" by
  // sealed reference: the moderator names a post, only this service knows who wrote it.
  const posts = moderatedPosts(ctx);
  // Its outbox carries `moderation.outcome` (the author's 'Content Blocked', the reporters' outcome) to
  // notifications; `authorOf` names an anonymous author there, never to a moderator.
  const moderation = createModeration({ connection: deps.connection, itemType: 'post', items: posts, outbox, now });
  const restrict = deps.restrictSealedAuthor ?? sealedRestrictionOf(deps);
  const restrictAuthor = createRestrictAuthor({ itemType: 'post', items: posts, audit: moderation.audit, restrict });
  let commentModeration: Moderation | undefined;

  // GET /feed/posts/{id} sets its own ETag (the edit version, for If-Match); no automatic ones.
  const app = createVerticalApp(deps, parts, {
    name: 'feed',
    mountApi(api) {
      api.use(feedRoutes(ctx), postRoutes(ctx));
      // Comments, replies and likes of a post (and the post's own like): the discussion kit.
      const postTarget = postDiscussionTarget(ctx);
      discussion.mount(api, { routes: FEED_ROUTES, target: postTarget });
      // Comments and replies: the discussion kit's moderation (desk /feed/comments/moderation).
      commentModeration = discussion.mountModeration(api, {
        routes: FEED_ROUTES,
        target: postTarget,
        itemType: MODERATION_DESKS.comment.itemType,
        restrict,
      });
      mountModerationRoutes(api, {
        routes: FEED_ROUTES,
        moderation,
        reportable: (reporter, params) => reportablePost(ctx, reporter, params),
      });
      mountAuthorRestrictionRoutes(api, { routes: FEED_ROUTES, restrictAuthor });
    },
    // community.deleted from the communities service: the community's posts go.
    internal: communityEventsRouter(ctx, deps.connection),
  });
  // store.init() also prepares the discussion's collections (the unique like index included).
  const init = async () => {
    await Promise.all([store.init(), discussion.store.init(), moderation.init(), commentModeration?.init()]);
  };
  return { app, store: { ...store, init }, people, moderation };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: FeedAppDeps): Express {
  return createFeedApp(deps).app;
}
