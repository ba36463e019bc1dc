import { AppError, readCounter, signedInUser, type AuthUser } from '@campusloop/service-kit';
import { COMMENT_MESSAGES, type LikeResponse } from '@campusloop/contracts';
import { bumpCommentCounter, findComment } from '../data/comment-store';
import { addLike, removeLike, type LikeCounter, type Liked } from '../data/like-store';
import type { DiscussionTargetPort } from '../discussion-port';
import { loadAuthorizedTarget } from './access';
import { requireVisibleComment } from './comment-visibility';
import type { DiscussionContext } from './discussion-context';

const COMMENT = 'COMMENT';

function like(ctx: DiscussionContext, liked: Liked, counter: LikeCounter, userId: string, on: boolean) {
  return on ? addLike(ctx.store, liked, counter, userId) : removeLike(ctx.store, liked, counter, userId);
}

/** POST (on) and DELETE (off) {target}/like: idempotent, answers the state after. */
export async function setTargetLike<T>(
  ctx: DiscussionContext,
  port: DiscussionTargetPort<T>,
  viewer: AuthUser | undefined,
  params: Record<string, string>,
  on: boolean,
): Promise<LikeResponse> {
  const user = signedInUser(viewer);
  const target = await loadAuthorizedTarget(port, user, params, 'write');
  if (!port.likes) throw AppError.notFound(port.messages.notFound);
  const id = port.id(target);
  const state = await like(ctx, { type: port.type, id, rootId: id }, port.likes, user.id, on);
  if (!state) throw AppError.notFound(port.messages.notFound);
  return state;
}

/** POST (on) and DELETE (off) {target}/comments/{commentId}/like, for comments and replies. */
export async function setCommentLike<T>(
  ctx: DiscussionContext,
  port: DiscussionTargetPort<T>,
  viewer: AuthUser | undefined,
  params: Record<string, string>,
  commentId: string,
  on: boolean,
): Promise<LikeResponse> {
  const user = signedInUser(viewer);
  const target = await loadAuthorizedTarget(port, user, params, 'write');
  const targetId = port.id(target);
  const comment = await findComment(ctx.store, commentId);
  if (!comment || comment.targetId !== targetId) throw AppError.notFound(COMMENT_MESSAGES.notFound);
  requireVisibleComment(comment, user, true);
  const counter: LikeCounter = {
    bump: (id, delta) => bumpCommentCounter(ctx.store, id, 'likeCount', delta),
    read: (id) => readCounter(ctx.store.comments, id, 'likeCount'),
  };
  const state = await like(ctx, { type: COMMENT, id: commentId, rootId: targetId }, counter, user.id, on);
  if (!state) throw AppError.notFound(COMMENT_MESSAGES.notFound);
  return state;
}
