import {
  AppError,
  authorIdsToLoad,
  documentLockKey,
  presentAuthorship,
  reportableItem,
  type AuthUser,
  type ItemAuthors,
  type ModeratedItems,
} from '@campusloop/service-kit';
import { COMMENT_MESSAGES, type ModeratedContent } from '@campusloop/contracts';
import { bumpCommentCounter, commentsByIds, findComment } from '../data/comment-store';
import type { DiscussionTargetPort } from '../discussion-port';
import { loadAuthorizedTarget } from './access';
import { requireVisibleComment } from './comment-visibility';
import type { DiscussionContext } from './discussion-context';

/**
 * One kind of target's comments and replies as service-kit's moderation kit sees them (issue 28).
 * Moderators read a comment as a stranger would: an anonymous one shows 'Anonymous' and no author
 * id; only `authorOf` (the sealed "restrict the author") reads the author, inside the service.
 */
export function moderatedComments<T>(ctx: DiscussionContext, port: DiscussionTargetPort<T>): ModeratedItems & ItemAuthors {
  const ofThisKind = async (ids: readonly string[]) =>
    (await commentsByIds(ctx.store, ids)).filter((comment) => comment.targetType === port.type);
  return {
    async describe(ids) {
      const comments = await ofThisKind(ids);
      const people = await ctx.people.loadPeople(authorIdsToLoad(comments, undefined));
      return new Map(
        comments.map((comment): [string, ModeratedContent] => [
          comment._id,
          {
            title: null,
            text: comment.body,
            authorId: comment.isAnonymous ? null : comment.authorId,
            authorName: presentAuthorship(comment, undefined, people).author.name,
            blocked: comment.blocked === true,
          },
        ]),
      );
    },
    async setBlocked(commentId, blocked) {
      const moved = await ctx.store.lock.run(documentLockKey('comments', commentId), async () => {
        const comment = (await ofThisKind([commentId]))[0];
        if (!comment) throw AppError.notFound(COMMENT_MESSAGES.notFound);
        if ((comment.blocked === true) === blocked) return null;
        await ctx.store.comments.updateOne({ _id: commentId }, { $set: { blocked } });
        if (blocked) await ctx.store.lists.remove(comment.listKey, comment._id, comment.seq);
        else await ctx.store.lists.add(comment.listKey, comment._id, comment.seq);
        return comment;
      });
      if (!moved) return;
      // Out of (back into) its parent's count: the target's comment count or the comment's replyCount.
      const delta = blocked ? -1 : 1;
      if (moved.parentId) await bumpCommentCounter(ctx.store, moved.parentId, 'replyCount', delta);
      else await port.bumpCommentCount(moved.targetId, delta);
    },
    authorOf: async (commentId) => (await ofThisKind([commentId]))[0]?.authorId ?? null,
  };
}

/**
 * The comment a report names, if the reporter may read it: the target's read rule (a 403 answers as
 * 404, so a report cannot probe), then a comment of that target that is not blocked for them.
 */
export async function reportableComment<T>(
  ctx: DiscussionContext,
  port: DiscussionTargetPort<T>,
  reporter: AuthUser,
  params: Record<string, string>,
): Promise<string> {
  const { commentId, ...targetParams } = params;
  // The target's 403 answers as 404 (service-kit's `reportableItem`): a report cannot probe.
  const targetId = await reportableItem(
    reporter,
    async (user) => port.id(await loadAuthorizedTarget(port, user, targetParams, 'read')),
    COMMENT_MESSAGES.notFound,
  );
  const comment = await findComment(ctx.store, commentId ?? '');
  if (!comment || comment.targetId !== targetId) throw AppError.notFound(COMMENT_MESSAGES.notFound);
  requireVisibleComment(comment, reporter, false);
  return comment._id;
}
