import type { Router } from 'express';
import type { Connection } from 'mongoose';
import type { KeyedLock, Logger, MediaClient, Moderation, Outbox, PagedListIndex, PeopleProjection, UserBlocks } from '@campusloop/service-kit';
import { mountCommentModeration, type CommentModerationOptions } from './api/mount-comment-moderation';
import { mountDiscussionRoutes, type DiscussionRoutesOptions } from './api/mount-discussion-routes';
import { createDiscussionStore, type DiscussionStore } from './data/discussion-store';
import { likedIds } from './data/like-store';
import type { DiscussionContext } from './domain/discussion-context';
import { removeDiscussion } from './domain/remove-discussion';

export interface DiscussionOptions {
  /** The consumer's database (collections `comments`, `likes`, `list_heads`, `list_buckets`). */
  connection: Connection;
  logger: Logger;
  media: MediaClient;
  /** Where the ports' comment events are recorded (the service's outbox). */
  outbox: Outbox;
  people: Pick<PeopleProjection, 'loadPeople' | 'loadFresh'>;
  /** The vertical's user blocks (`parts.blocks`): hides the blocked user's comments from the blocker and refuses their comments on the blocker's targets. */
  blocks?: Pick<UserBlocks, 'withoutBlocked' | 'refuseBlockedWriter'>;
  now?: () => Date;
  /** Share the service's per-process lock and list index (one of each per database). */
  lock?: KeyedLock;
  lists?: PagedListIndex;
}

export interface Discussion {
  store: DiscussionStore;
  context: DiscussionContext;
  /** Mounts one kind of target's routes (see mountDiscussionRoutes). */
  mount<T>(router: Router, options: DiscussionRoutesOptions<T>): Router;
  /**
   * Mounts reports and the moderators' desk of one kind of target's comments and replies (issue 28;
   * see mountCommentModeration). Answers the moderation kit: `await moderation.init()` at start-up.
   */
  mountModeration<T>(router: Router, options: CommentModerationOptions<T>): Moderation;
  /** Which of `ids` (targets, comments) the viewer likes (for the consumer's own lists). */
  likedIds(ids: readonly string[], viewerId: string | undefined): Promise<Set<string>>;
  /** The target is gone: its comments, replies, lists, images and likes go too. */
  removeTarget(targetId: string): Promise<void>;
}

/**
 * What a vertical's use-cases need of its discussion when a target goes (events, listings): their
 * context holds the app's `Discussion` under this narrower type, so only `removeTarget` is in reach.
 */
export type DiscussionCleanup = Pick<Discussion, 'removeTarget'>;

/** The discussion kit wired to one service's database and ports, registered once per app. */
export function createDiscussion(options: DiscussionOptions): Discussion {
  const store = createDiscussionStore(options.connection, {
    ...(options.lock ? { lock: options.lock } : {}),
    ...(options.lists ? { lists: options.lists } : {}),
  });
  const context: DiscussionContext = {
    store,
    media: options.media,
    outbox: options.outbox,
    people: options.people,
    ...(options.blocks ? { blocks: options.blocks } : {}),
    logger: options.logger,
    now: options.now ?? (() => new Date()),
  };
  return {
    store,
    context,
    mount: (router, routeOptions) => mountDiscussionRoutes(router, context, routeOptions),
    mountModeration: (router, moderationOptions) =>
      mountCommentModeration(router, context, options.connection, moderationOptions),
    likedIds: (ids, viewerId) => likedIds(store, ids, viewerId),
    removeTarget: (targetId) => removeDiscussion(context, targetId),
  };
}
