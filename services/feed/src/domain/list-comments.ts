import { AppError, toPaged, type AuthUser } from '@campusloop/service-kit';
import {
  COMMENT_MESSAGES,
  POST_MESSAGES,
  type Comment,
  type PageQuery,
  type Paged,
} from '@campusloop/contracts';
import type { CommentDoc } from '../data/comment-model';
import { likedTargetIds } from '../data/like-store';
import type { FeedContext } from './feed-context';
import { commentsListKey, repliesListKey } from './feed-target';
import { findAccessiblePost } from './find-post';
import { loadByIds } from './load-by-ids';
import { authorIdsToLoad } from './present-author';
import { presentComment } from './present-comment';

async function pageOfComments(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  listKey: string,
  query: PageQuery,
): Promise<Paged<Comment>> {
  const { ids, total } = await ctx.store.lists.page(listKey, query);
  const [comments, liked] = await Promise.all([
    loadByIds<CommentDoc>(ctx.store.comments, ids),
    likedTargetIds(ctx.store, ids, viewer?.id),
  ]);
  const people = await ctx.people.loadPeople(authorIdsToLoad(comments, viewer?.id));
  return toPaged(
    comments.map((comment) => presentComment(comment, viewer?.id, liked.has(comment._id), people)),
    total,
    query,
  );
}

/** GET /feed/posts/{id}/comments: top-level comments, newest first. */
export async function listComments(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
  query: PageQuery,
): Promise<Paged<Comment>> {
  await findAccessiblePost(ctx, viewer, postId, 'read', POST_MESSAGES.notFound);
  return pageOfComments(ctx, viewer, commentsListKey(postId), query);
}

/** GET /feed/posts/{id}/comments/{commentId}/replies: direct replies, newest first. */
export async function listReplies(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
  commentId: string,
  query: PageQuery,
): Promise<Paged<Comment>> {
  await findAccessiblePost(ctx, viewer, postId, 'read', POST_MESSAGES.notFound);
  const parent = await ctx.store.comments
    .findById(commentId, { postId: 1 })
    .lean<Pick<CommentDoc, 'postId'>>();
  if (!parent || parent.postId !== postId) throw AppError.notFound(COMMENT_MESSAGES.notFound);
  return pageOfComments(ctx, viewer, repliesListKey(commentId), query);
}
