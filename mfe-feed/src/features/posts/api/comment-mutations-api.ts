import type { Comment, CreateCommentRequest, LikeResponse } from '@campusloop/contracts';
import { patchComment, prependComment, removeCommentFromLists } from './comment-cache';
import { commentsApi } from './comments-api';
import { patchPost } from './post-cache';
import { undoAll } from './cache-tools';

export type AddCommentArg = { postId: string; useLastFlag: boolean; body: CreateCommentRequest };

const oneLess = (count: number) => Math.max(0, count - 1);

/**
 * Writing comments and replies (spec §4/§7). Adding is confirmed by the server, then prepended with
 * the parent's count raised; deleting and liking are optimistic and undone when the call fails.
 */
export const commentMutationsApi = commentsApi.injectEndpoints({
  endpoints: (build) => ({
    addComment: build.mutation<Comment, AddCommentArg>({
      query: ({ postId, body }) => ({ url: `/feed/posts/${postId}/comments`, method: 'POST', body }),
      async onQueryStarted({ postId, useLastFlag }, tools) {
        const { data } = await tools.queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        prependComment(tools, { postId, useLastFlag }, data);
        if (data.parentId) patchComment(tools, data.parentId, (parent) => void (parent.replyCount += 1));
        else patchPost(tools, postId, (post) => void (post.commentCount += 1));
      },
    }),
    deleteComment: build.mutation<null, { comment: Comment }>({
      query: ({ comment }) => ({
        url: `/feed/posts/${comment.postId}/comments/${comment.id}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ comment }, tools) {
        const undo = undoAll([
          { undo: removeCommentFromLists(tools, comment.id) },
          {
            undo: comment.parentId
              ? patchComment(
                  tools,
                  comment.parentId,
                  (parent) => void (parent.replyCount = oneLess(parent.replyCount)),
                )
              : patchPost(
                  tools,
                  comment.postId,
                  (post) => void (post.commentCount = oneLess(post.commentCount)),
                ),
          },
        ]);
        await tools.queryFulfilled.catch(undo);
      },
    }),
    setCommentLike: build.mutation<LikeResponse, { postId: string; commentId: string; liked: boolean }>({
      query: ({ postId, commentId, liked }) => ({
        url: `/feed/posts/${postId}/comments/${commentId}/like`,
        method: liked ? 'POST' : 'DELETE',
      }),
      async onQueryStarted({ commentId, liked }, tools) {
        const undo = patchComment(tools, commentId, (comment) => {
          if (comment.liked === liked) return;
          comment.liked = liked;
          comment.likeCount = Math.max(0, comment.likeCount + (liked ? 1 : -1));
        });
        try {
          const { data } = await tools.queryFulfilled;
          patchComment(tools, commentId, (comment) => void Object.assign(comment, data));
        } catch {
          undo();
        }
      },
    }),
  }),
});

export const { useAddCommentMutation, useDeleteCommentMutation, useSetCommentLikeMutation } =
  commentMutationsApi;
