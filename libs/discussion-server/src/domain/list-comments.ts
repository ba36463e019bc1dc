import { AppError, authorIdsToLoad, toPaged, type AuthUser } from '@campusloop/service-kit';
import { COMMENT_MESSAGES, type DiscussionComment, type PageQuery, type Paged } from '@campusloop/contracts';
import { commentsListKey, repliesListKey } from '../data/comment-model';
import { commentsByIds, findComment } from '../data/comment-store';
import { likedIds } from '../data/like-store';
import type { DiscussionTargetPort } from '../discussion-port';
import { loadAuthorizedTarget } from './access';
import { requireVisibleComment } from './comment-visibility';
import type { DiscussionContext } from './discussion-context';
import { presentComment } from './present-comment';

async function pageOfComments(
  ctx: DiscussionContext,
  targetField: string,
  viewer: AuthUser | undefined,
  listKey: string,
  query: PageQuery,
): Promise<Paged<DiscussionComment>> {
  const { ids, total } = await ctx.store.lists.page(listKey, query);
  const [listed, liked] = await Promise.all([commentsByIds(ctx.store, ids), likedIds(ctx.store, ids, viewer?.id)]);
  // A blocked user's comments (anonymous ones too) are left out for the blocker; the page may hold fewer.
  const comments = ctx.blocks ? await ctx.blocks.withoutBlocked(viewer?.id, listed, (comment) => comment.authorId) : listed;
  const people = await ctx.people.loadPeople(authorIdsToLoad(comments, viewer?.id));
  return toPaged(
    comments.map((comment) => presentComment(comment, targetField, viewer?.id, liked.has(comment._id), people)),
    total,
    query,
  );
}

/** GET {target}/comments: top-level comments, newest first. */
export async function listComments<T>(
  ctx: DiscussionContext,
  port: DiscussionTargetPort<T>,
  viewer: AuthUser | undefined,
  params: Record<string, string>,
  query: PageQuery,
): Promise<Paged<DiscussionComment>> {
  const target = await loadAuthorizedTarget(port, viewer, params, 'read');
  return pageOfComments(ctx, port.field, viewer, commentsListKey(port.id(target)), query);
}

/** GET {target}/comments/{commentId}/replies: direct replies, newest first. */
export async function listReplies<T>(
  ctx: DiscussionContext,
  port: DiscussionTargetPort<T>,
  viewer: AuthUser | undefined,
  params: Record<string, string>,
  commentId: string,
  query: PageQuery,
): Promise<Paged<DiscussionComment>> {
  const target = await loadAuthorizedTarget(port, viewer, params, 'read');
  const parent = await findComment(ctx.store, commentId);
  if (!parent || parent.targetId !== port.id(target)) throw AppError.notFound(COMMENT_MESSAGES.notFound);
  requireVisibleComment(parent, viewer, false);
  return pageOfComments(ctx, port.field, viewer, repliesListKey(commentId), query);
}
