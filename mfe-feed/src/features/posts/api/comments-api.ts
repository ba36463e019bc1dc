import { PAGE_SIZES, type Comment, type Paged } from '@campusloop/contracts';
import { feedBaseApi } from './feed-base-api';
import { hasMorePages } from './paging';

/** Top-level comments of a post; `useLastFlag` for campus posts (spec §4: they trust the server's `last`). */
export type CommentsArg = { postId: string; useLastFlag: boolean };
export type RepliesArg = CommentsArg & { commentId: string };

const COMMENTS_SIZE = PAGE_SIZES.comments;
const REPLIES_SIZE = PAGE_SIZES.replies;

export const repliesListId = (commentId: string) => `replies:${commentId}`;

/** Reading comments and replies (spec §7), page by page. Writes are in comment-mutations-api.ts. */
export const commentsApi = feedBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getComments: build.infiniteQuery<Paged<Comment>, CommentsArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageParam, _params, { useLastFlag }) =>
          hasMorePages(lastPage, COMMENTS_SIZE, useLastFlag) ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/feed/posts/${queryArg.postId}/comments`,
        params: { page: pageParam, size: COMMENTS_SIZE },
      }),
      providesTags: (result, _error, { postId }) => [
        { type: 'CommentList', id: postId },
        ...(result?.pages ?? []).flatMap((page) =>
          page.content.map((comment) => ({ type: 'Comment' as const, id: comment.id })),
        ),
      ],
    }),
    getReplies: build.infiniteQuery<Paged<Comment>, RepliesArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageParam, _params, { useLastFlag }) =>
          hasMorePages(lastPage, REPLIES_SIZE, useLastFlag) ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/feed/posts/${queryArg.postId}/comments/${queryArg.commentId}/replies`,
        params: { page: pageParam, size: REPLIES_SIZE },
      }),
      providesTags: (result, _error, { postId, commentId }) => [
        { type: 'CommentList', id: postId },
        { type: 'CommentList', id: repliesListId(commentId) },
        ...(result?.pages ?? []).flatMap((page) =>
          page.content.map((comment) => ({ type: 'Comment' as const, id: comment.id })),
        ),
      ],
    }),
  }),
});

export const { useGetCommentsInfiniteQuery, useGetRepliesInfiniteQuery } = commentsApi;
