import type { DiscussionTargetPort } from '@campusloop/discussion-server';
import { AppError, signedInUser } from '@campusloop/service-kit';
import {
  FEED_EVENT_TYPES,
  POST_MESSAGES,
  PROFILE_INCOMPLETE_COMMENT_MESSAGE,
  type CommentRepliedPayload,
  type PostCommentedPayload,
} from '@campusloop/contracts';
import type { PostDoc } from '../data/post-model';
import { bumpPostCounter, findPost, readPostCounter } from '../data/post-store';
import type { FeedContext } from './feed-context';
import { authorizeFeed, targetOfPost } from './feed-target';
import { refuseBlockedWrites, visibleTo } from './post-visibility';

/** The feed context a post's discussion port needs (everything but the discussion itself). */
export type PostTargetContext = Pick<FeedContext, 'store' | 'communities'>;

function postContext(post: PostDoc) {
  return {
    postId: post._id,
    postTitle: post.title,
    scope: post.scope,
    universityId: post.universityId ?? null,
    communityId: post.communityId ?? null,
  };
}

/**
 * Posts as discussion targets (the discussion kit's port): the post of `/feed/posts/:postId`, the
 * rule of the feed it lives in (read to list, write to comment and like; feed-target.ts), its
 * commentCount and likeCount, and the `post.commented` / `comment.replied` events
 * (libs/contracts/src/feed/feed-events.ts; the commenter is anonymous-safe, never our own content).
 */
export function postDiscussionTarget(ctx: PostTargetContext): DiscussionTargetPort<PostDoc> {
  return {
    type: 'POST',
    field: 'postId',
    load: (params) => findPost(ctx.store, params['postId'] ?? ''),
    id: (post) => post._id,
    ownerId: (post) => post.authorId,
    async authorize(viewer, post, action) {
      // A blocked post is unknown to all but its author (404, or 401 signed out); they read, not write.
      if (!visibleTo(post, viewer)) {
        signedInUser(viewer);
        throw AppError.notFound(POST_MESSAGES.notFound);
      }
      await authorizeFeed(ctx, viewer, targetOfPost(post), action);
      if (action === 'write') refuseBlockedWrites(post);
    },
    bumpCommentCount: (postId, delta) => bumpPostCounter(ctx.store, postId, 'commentCount', delta),
    likes: {
      bump: (postId, delta) => bumpPostCounter(ctx.store, postId, 'likeCount', delta),
      read: (postId) => readPostCounter(ctx.store, postId, 'likeCount'),
    },
    messages: { notFound: POST_MESSAGES.notFound, profileIncomplete: PROFILE_INCOMPLETE_COMMENT_MESSAGE },
    events: {
      commented: (post, { commentId, ownerId, actor, excerpt }) => ({
        type: FEED_EVENT_TYPES.postCommented,
        payload: {
          ...postContext(post),
          commentId,
          postOwnerId: ownerId,
          commenter: actor,
          excerpt,
        } satisfies PostCommentedPayload,
      }),
      replied: (post, { commentId, parentCommentId, parentOwnerId, actor, excerpt }) => ({
        type: FEED_EVENT_TYPES.commentReplied,
        payload: {
          ...postContext(post),
          commentId,
          parentCommentId,
          parentOwnerId,
          replier: actor,
          excerpt,
        } satisfies CommentRepliedPayload,
      }),
    },
  };
}
