import { AppError, type AuthUser } from '@campusloop/service-kit';
import { POST_MESSAGES, type LikeResponse } from '@campusloop/contracts';
import { addLike, removeLike } from '../data/like-store';
import type { FeedContext } from './feed-context';
import { signedInUser } from './feed-target';
import { findAccessiblePost } from './find-post';

/** POST (liked = true) and DELETE (false) /feed/posts/{id}/like: idempotent, answers the state after. */
export async function setPostLike(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
  liked: boolean,
): Promise<LikeResponse> {
  const user = signedInUser(viewer);
  await findAccessiblePost(ctx, user, postId, 'write', POST_MESSAGES.notFound);
  const target = { type: 'POST' as const, id: postId, postId };
  const state = liked
    ? await addLike(ctx.store, target, user.id)
    : await removeLike(ctx.store, target, user.id);
  if (!state) throw AppError.notFound(POST_MESSAGES.notFound);
  return state;
}
