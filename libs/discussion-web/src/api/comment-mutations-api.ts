import { discussionPaths, fillPath, type DiscussionComment, type LikeResponse } from '@campusloop/contracts';
import { undoAll } from '@campusloop/web-platform';
import { patchComment, prependComment, removeCommentFromLists } from './comment-cache';
import { discussionReadApi, type AddCommentArg } from './discussion-api';
import { likeOptimistically } from './optimistic-like';
import type { DiscussionTarget } from './discussion-target';

const oneLess = (count: number) => Math.max(0, count - 1);

/**
 * Writing comments and replies on any target (spec §4/§7). Adding is confirmed by the server, then
 * prepended with the parent comment's reply count raised; deleting and liking are optimistic and
 * undone when the call fails. The target's own count (a post's commentCount...) is the consumer's:
 * DiscussionSection's `onCommentCountChange`.
 */
export const discussionApi = discussionReadApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    addDiscussionComment: build.mutation<DiscussionComment, AddCommentArg>({
      query: ({ target, body }) => ({ url: discussionPaths(target.path).comments, method: 'POST', body }),
      async onQueryStarted({ target }, tools) {
        const { data } = await tools.queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        prependComment(tools, target, data);
        if (data.parentId) patchComment(tools, data.parentId, (parent) => void (parent.replyCount += 1));
      },
    }),
    deleteDiscussionComment: build.mutation<null, { target: DiscussionTarget; comment: DiscussionComment }>({
      query: ({ target, comment }) => ({ url: fillPath(discussionPaths(target.path).comment, { commentId: comment.id }), method: 'DELETE' }),
      async onQueryStarted({ comment }, tools) {
        const undo = undoAll([
          { undo: removeCommentFromLists(tools, comment.id) },
          ...(comment.parentId
            ? [
                {
                  undo: patchComment(
                    tools,
                    comment.parentId,
                    (parent) => void (parent.replyCount = oneLess(parent.replyCount)),
                  ),
                },
              ]
            : []),
        ]);
        await tools.queryFulfilled.catch(undo);
      },
    }),
    setDiscussionCommentLike: build.mutation<
      LikeResponse,
      { target: DiscussionTarget; commentId: string; liked: boolean }
    >({
      query: ({ target, commentId, liked }) => ({
        url: fillPath(discussionPaths(target.path).commentLike, { commentId }),
        method: liked ? 'POST' : 'DELETE',
      }),
      onQueryStarted: ({ commentId, liked }, tools) =>
        likeOptimistically((recipe) => patchComment(tools, commentId, recipe), liked, tools.queryFulfilled),
    }),
  }),
});

export const {
  useAddDiscussionCommentMutation,
  useDeleteDiscussionCommentMutation,
  useSetDiscussionCommentLikeMutation,
} = discussionApi;
