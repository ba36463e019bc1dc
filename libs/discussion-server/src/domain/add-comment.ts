import { AppError, newAuthoredItem, releaseMedia, storedAuthoredItem, signedInUser, type AuthUser } from '@campusloop/service-kit';
import { COMMENT_MESSAGES, type CreateCommentInput, type DiscussionComment } from '@campusloop/contracts';
import { commentsListKey, repliesListKey, type CommentDoc } from '../data/comment-model';
import { bumpCommentCounter, commentExists, findComment, insertComment, deleteComment } from '../data/comment-store';
import type { DiscussionTargetPort } from '../discussion-port';
import { loadAuthorizedTarget } from './access';
import { requireVisibleComment } from './comment-visibility';
import { commentEvents } from './comment-events';
import type { DiscussionContext } from './discussion-context';
import { presentComment } from './present-comment';

/** Replies nest (spec §2, indented per level); past this depth the thread is unreadable anyway. */
export const MAX_REPLY_DEPTH = 32;

/**
 * POST {target}/comments: a comment (parentId null) or a reply. The parent's count (the target's
 * comment count or the comment's replyCount) is raised BEFORE the comment exists and lowered again
 * if creating it fails, so a count never falls below the comments there are. If the parent vanished
 * while we wrote, the new comment is taken back and the answer is 404. The outbox event is stored
 * held before the change and released after it (service-kit `outbox.record`).
 */
export async function addComment<T>(
  ctx: DiscussionContext,
  port: DiscussionTargetPort<T>,
  viewer: AuthUser | undefined,
  params: Record<string, string>,
  input: CreateCommentInput,
): Promise<DiscussionComment> {
  const user = signedInUser(viewer);
  const target = await loadAuthorizedTarget(port, user, params, 'write');
  const targetId = port.id(target);
  // Someone the target's owner blocked cannot comment there (403, the one thing they learn).
  await ctx.blocks?.refuseBlockedWriter(port.ownerId(target), user.id);
  let parent: CommentDoc | null = null;
  if (input.parentId !== null) {
    parent = await findComment(ctx.store, input.parentId);
    if (!parent || parent.targetId !== targetId || parent.targetType !== port.type)
      throw AppError.notFound(COMMENT_MESSAGES.parentNotFound);
    // A blocked parent: unknown to others (the 404 above), closed to its author (403).
    if (parent.blocked && parent.authorId !== user.id) throw AppError.notFound(COMMENT_MESSAGES.parentNotFound);
    requireVisibleComment(parent, user, true);
    await ctx.blocks?.refuseBlockedWriter(parent.authorId, user.id);
    if (parent.ancestorIds.length + 1 >= MAX_REPLY_DEPTH)
      throw AppError.validation({ parentId: COMMENT_MESSAGES.tooDeep });
  }

  const item = await newAuthoredItem(ctx, user, {
    context: 'COMMENT',
    descriptors: input.media,
    isAnonymous: input.isAnonymous,
    profileMessage: port.messages.profileIncomplete,
  });

  const { id, person, media } = item;
  const comment: CommentDoc = {
    ...storedAuthoredItem(user, item, { body: input.body, isAnonymous: input.isAnonymous, createdAt: ctx.now() }),
    targetType: port.type,
    targetId,
    parentId: parent?._id ?? null,
    ancestorIds: parent ? [...parent.ancestorIds, parent._id] : [],
    listKey: parent ? repliesListKey(parent._id) : commentsListKey(targetId),
    seq: 0,
    replyCount: 0,
  };
  const bumpParent = (delta: number) =>
    parent ? bumpCommentCounter(ctx.store, parent._id, 'replyCount', delta) : port.bumpCommentCount(targetId, delta);
  const parentGone = () => AppError.notFound(parent ? COMMENT_MESSAGES.parentNotFound : port.messages.notFound);

  try {
    await ctx.outbox.record(
      async () => {
        if ((await bumpParent(1)) === null) throw parentGone();
        try {
          await insertComment(ctx.store, comment);
        } catch (error) {
          await bumpParent(-1);
          throw error;
        }
        const stillThere = parent ? await commentExists(ctx.store, parent._id) : (await port.load(params)) !== null;
        if (!stillThere) {
          await deleteComment(ctx.store, comment);
          throw parentGone();
        }
      },
      commentEvents(port, target, parent, comment, user, person),
    );
  } catch (error) {
    if (media.length > 0) await releaseMedia(ctx, 'COMMENT', id);
    throw error;
  }
  return presentComment(comment, port.field, user.id, false, person ? new Map([[user.id, person]]) : new Map());
}
