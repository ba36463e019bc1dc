import {
  PAGE_SIZES,
  discussionPaths,
  fillPath,
  type CreateCommentRequest, type DiscussionComment, type Paged,
} from '@campusloop/contracts';
import { baseApi, hasMorePages } from '@campusloop/web-platform';
import type { DiscussionTarget } from './discussion-target';

export type CommentsArg = DiscussionTarget;
export type RepliesArg = DiscussionTarget & { commentId: string };
export type AddCommentArg = { target: DiscussionTarget; body: CreateCommentRequest };

const COMMENTS_SIZE = PAGE_SIZES.comments;
const REPLIES_SIZE = PAGE_SIZES.replies;

/** Cache tags: each comment by id; each list by its target's path (all of a target's lists) and per reply list. */
export const commentListTag = (target: Pick<DiscussionTarget, 'path'>) => ({ type: 'CommentList' as const, id: target.path });
export const replyListTag = (commentId: string) => ({ type: 'CommentList' as const, id: `replies:${commentId}` });

const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['Comment', 'CommentList'] });

/**
 * The discussion endpoints (spec §7 comments, replies, comment likes) of ANY target, injected once
 * into the shared base API: a target is its path (discussion-target.ts), so posts, events and
 * listings share these endpoints and their caches never mix. Each remote bundles this lib, so a page
 * with two remotes injects the same definitions twice: `overrideExisting` keeps that silent.
 */
export const discussionReadApi = tagged.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    getDiscussionComments: build.infiniteQuery<Paged<DiscussionComment>, CommentsArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageParam, _params, { useLastFlag }) =>
          hasMorePages(lastPage, COMMENTS_SIZE, useLastFlag) ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: discussionPaths(queryArg.path).comments,
        params: { page: pageParam, size: COMMENTS_SIZE },
      }),
      providesTags: (result, _error, target) => [
        commentListTag(target),
        ...(result?.pages ?? []).flatMap((page) =>
          page.content.map((comment) => ({ type: 'Comment' as const, id: comment.id })),
        ),
      ],
    }),
    getDiscussionReplies: build.infiniteQuery<Paged<DiscussionComment>, RepliesArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageParam, _params, { useLastFlag }) =>
          hasMorePages(lastPage, REPLIES_SIZE, useLastFlag) ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: fillPath(discussionPaths(queryArg.path).replies, { commentId: queryArg.commentId }),
        params: { page: pageParam, size: REPLIES_SIZE },
      }),
      providesTags: (result, _error, { path, commentId }) => [
        commentListTag({ path }),
        replyListTag(commentId),
        ...(result?.pages ?? []).flatMap((page) =>
          page.content.map((comment) => ({ type: 'Comment' as const, id: comment.id })),
        ),
      ],
    }),
  }),
});

export const { useGetDiscussionCommentsInfiniteQuery, useGetDiscussionRepliesInfiniteQuery } = discussionReadApi;
