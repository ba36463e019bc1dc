import { commentsListKey } from '../data/comment-model';
import { deleteCommentsOfTarget } from '../data/comment-store';
import { deleteLikesOfTarget } from '../data/like-store';
import type { DiscussionContext } from './discussion-context';
import { releaseComments } from './remove-comments';

/**
 * A target was deleted (by its service, after its own delete decided any race): its comments,
 * replies, their lists and images, and every like on it or on its comments go.
 */
export async function removeDiscussion(ctx: DiscussionContext, targetId: string): Promise<void> {
  const comments = await deleteCommentsOfTarget(ctx.store, targetId);
  await ctx.store.lists.drop(commentsListKey(targetId));
  await releaseComments(ctx, comments);
  await deleteLikesOfTarget(ctx.store, targetId);
}
