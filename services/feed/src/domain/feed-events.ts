import type { AuthUser } from '@campusloop/service-kit';
import {
  ANONYMOUS_AUTHOR_NAME,
  FEED_EVENT_EXCERPT_MAX,
  FEED_EVENT_TYPES,
  type CommentRepliedPayload,
  type FeedEventActor,
  type PostCommentedPayload,
} from '@campusloop/contracts';
import type { CommentDoc } from '../data/comment-model';
import type { PostDoc } from '../data/post-model';

export interface FeedEventDraft {
  type: string;
  payload: PostCommentedPayload | CommentRepliedPayload;
}

/** The actor as an event may carry it: nothing identifying when they acted anonymously. */
export function eventActor(user: AuthUser, isAnonymous: boolean): FeedEventActor {
  if (isAnonymous) return { name: ANONYMOUS_AUTHOR_NAME, avatarUrl: null, isAnonymous: true };
  return { id: user.id, name: user.name, avatarUrl: user.avatarUrl, isAnonymous: false };
}

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
 * The events a new comment causes (contracts: feed-events.ts): `post.commented` for a top-level
 * comment, `comment.replied` for a reply — none when the author answers their own content.
 */
export function commentEvents(
  post: PostDoc,
  parent: CommentDoc | null,
  comment: CommentDoc,
  user: AuthUser,
): FeedEventDraft[] {
  const actor = eventActor(user, comment.isAnonymous);
  const excerpt = comment.body.slice(0, FEED_EVENT_EXCERPT_MAX);
  if (parent === null) {
    if (post.authorId === user.id) return [];
    return [
      {
        type: FEED_EVENT_TYPES.postCommented,
        payload: {
          ...postContext(post),
          commentId: comment._id,
          postOwnerId: post.authorId,
          commenter: actor,
          excerpt,
        },
      },
    ];
  }
  if (parent.authorId === user.id) return [];
  return [
    {
      type: FEED_EVENT_TYPES.commentReplied,
      payload: {
        ...postContext(post),
        commentId: comment._id,
        parentCommentId: parent._id,
        parentOwnerId: parent.authorId,
        replier: actor,
        excerpt,
      },
    },
  ];
}
