import type { DiscussionComment } from '@campusloop/contracts';
import { createEntityCache } from '@campusloop/owned-item-web';
import type { CacheTools, Undo } from '@campusloop/web-platform';
import { discussionReadApi, type CommentsArg, type RepliesArg } from './discussion-api';
import type { DiscussionTarget } from './discussion-target';

/** Comments and replies wherever they are cached (the owned-item kit's entity cache over both lists). */
const commentCache = createEntityCache<DiscussionComment, CommentsArg | RepliesArg>({
  api: discussionReadApi,
  lists: ['getDiscussionComments', 'getDiscussionReplies'],
});

/** Applies `recipe` to the comment or reply wherever it is cached; returns the undo. */
export const patchComment: (
  tools: CacheTools,
  commentId: string,
  recipe: (comment: DiscussionComment) => void,
) => Undo = commentCache.patch;

/** Takes the comment out of the lists holding it; returns the undo. */
export const removeCommentFromLists: (tools: CacheTools, commentId: string) => Undo = commentCache.remove;

/** Puts a new comment on top of its list (the target's comments, or its parent's replies) if that list is cached. */
export function prependComment(
  tools: CacheTools,
  target: DiscussionTarget,
  comment: DiscussionComment,
): void {
  const { path, useLastFlag } = target;
  if (comment.parentId)
    commentCache.prepend(
      tools,
      { path, useLastFlag, commentId: comment.parentId },
      comment,
      'getDiscussionReplies',
    );
  else commentCache.prepend(tools, { path, useLastFlag }, comment, 'getDiscussionComments');
}
