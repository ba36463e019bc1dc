import { AppError, type AuthUser } from '@campusloop/service-kit';
import { COMMENT_MESSAGES, POST_MESSAGES, type LikeResponse } from '@campusloop/contracts';
import type { CommentDoc } from '../data/comment-model';
import { addLike, removeLike } from '../data/like-store';
import type { FeedContext } from './feed-context';
import { signedInUser } from './feed-target';
import { findAccessiblePost } from './find-post';

/** POST (liked = true) and DELETE (false) /feed/posts/{id}/comments/{commentId}/like, for comments and replies. */
export async function setCommentLike(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
  commentId: string,
  liked: boolean,
): Promise<LikeResponse> {
  const user = signedInUser(viewer);
  await findAccessiblePost(ctx, user, postId, 'write', POST_MESSAGES.notFound);
  const comment = await ctx.store.comments
    .findById(commentId, { postId: 1 })
    .lean<Pick<CommentDoc, 'postId'>>();
  if (!comment || comment.postId !== postId) throw AppError.notFound(COMMENT_MESSAGES.notFound);
  const target = { type: 'COMMENT' as const, id: commentId, postId };
  const state = liked
    ? await addLike(ctx.store, target, user.id)
    : await removeLike(ctx.store, target, user.id);
  if (!state) throw AppError.notFound(COMMENT_MESSAGES.notFound);
  return state;
}
