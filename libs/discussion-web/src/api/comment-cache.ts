import type { DiscussionComment } from '@campusloop/contracts';
import { undoAll, type CacheTools, type Undo } from '@campusloop/web-platform';
import { discussionReadApi, type CommentsArg, type RepliesArg } from './discussion-api';
import type { DiscussionTarget } from './discussion-target';

type DiscussionState = Parameters<typeof discussionReadApi.util.selectCachedArgsForQuery>[0];
type CommentPages = { pages: Array<{ content: DiscussionComment[]; totalElements: number }> };

const holds = (draft: CommentPages, commentId: string) =>
  draft.pages.some((page) => page.content.some((comment) => comment.id === commentId));

/**
 * Applies `recipe` to every cached list holding the comment (top-level comments or someone's replies).
 * Lists are found by endpoint, not by tag: tags are recorded a moment after the data arrives.
 */
function patchListsHolding(tools: CacheTools, commentId: string, recipe: (draft: CommentPages) => void): Undo {
  const state = tools.getState() as DiscussionState;
  const onlyIfHolding = (draft: CommentPages) => {
    if (holds(draft, commentId)) recipe(draft);
  };
  const patches = [
    ...discussionReadApi.util
      .selectCachedArgsForQuery(state, 'getDiscussionComments')
      .map((arg: CommentsArg) =>
        tools.dispatch(discussionReadApi.util.updateQueryData('getDiscussionComments', arg, onlyIfHolding)),
      ),
    ...discussionReadApi.util
      .selectCachedArgsForQuery(state, 'getDiscussionReplies')
      .map((arg: RepliesArg) =>
        tools.dispatch(discussionReadApi.util.updateQueryData('getDiscussionReplies', arg, onlyIfHolding)),
      ),
  ];
  return undoAll(patches);
}

/** Applies `recipe` to the comment or reply wherever it is cached; returns the undo. */
export function patchComment(
  tools: CacheTools,
  commentId: string,
  recipe: (comment: DiscussionComment) => void,
): Undo {
  return patchListsHolding(tools, commentId, (draft) =>
    draft.pages.forEach((page) => page.content.filter((comment) => comment.id === commentId).forEach(recipe)),
  );
}

/** Takes the comment out of the lists holding it; returns the undo. */
export function removeCommentFromLists(tools: CacheTools, commentId: string): Undo {
  return patchListsHolding(tools, commentId, (draft) =>
    draft.pages.forEach((page) => {
      const before = page.content.length;
      page.content = page.content.filter((comment) => comment.id !== commentId);
      page.totalElements = Math.max(0, page.totalElements - (before - page.content.length));
    }),
  );
}

/** Puts a new comment on top of its list (the target's comments, or its parent's replies) if that list is cached. */
export function prependComment(tools: CacheTools, target: DiscussionTarget, comment: DiscussionComment): void {
  const prepend = (draft: CommentPages) => {
    const first = draft.pages[0];
    if (!first || first.content.some((item) => item.id === comment.id)) return;
    first.content.unshift(comment);
    draft.pages.forEach((page) => void (page.totalElements += 1));
  };
  const { path, useLastFlag } = target;
  if (comment.parentId) {
    tools.dispatch(
      discussionReadApi.util.updateQueryData(
        'getDiscussionReplies',
        { path, useLastFlag, commentId: comment.parentId },
        prepend,
      ),
    );
  } else {
    tools.dispatch(discussionReadApi.util.updateQueryData('getDiscussionComments', { path, useLastFlag }, prepend));
  }
}
