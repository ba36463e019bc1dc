import {
  FEED_PATHS,
  fillPath,
  type CreatePostRequest,
  type LikeResponse,
  type Post,
  type UpdatePostRequest,
} from '@campusloop/contracts';
import { commentListTag, likeOptimistically } from '@campusloop/discussion-web';
import { retryingQuery } from '@campusloop/web-platform';
import { postDiscussionPath } from './post-discussion';
import { feedPath, type FeedSource } from './feed-source';
import { postCache } from './post-cache';
import { postsApi } from './posts-api';

export type UpdatePostArg = { postId: string; body: UpdatePostRequest };

/**
 * Writing posts (spec §4/§7). Likes, edits and deletes are optimistic: the caches change at once and
 * are put back (`undo`) when the call fails. The component shows the toasts.
 */
export const postMutationsApi = postsApi.injectEndpoints({
  endpoints: (build) => ({
    createPost: build.mutation<Post, { source: FeedSource; body: CreatePostRequest }>({
      query: ({ source, body }) => ({ url: feedPath(source), method: 'POST', body }),
      async onQueryStarted({ source }, tools) {
        const { data } = await tools.queryFulfilled.catch(() => ({ data: null }));
        if (data) postCache.prepend(tools, source, data);
      },
    }),
    updatePost: build.mutation<Post, UpdatePostArg>({
      queryFn: async ({ postId, body }, api, extraOptions) => {
        const result = await retryingQuery(
          { url: fillPath(FEED_PATHS.post, { postId }), method: 'PUT', body },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data as Post };
      },
      async onQueryStarted({ postId, body }, tools) {
        const undo = postCache.patch(tools, postId, (post) => {
          post.title = body.title.trim();
          post.body = body.body.trim();
          post.updatedAt = new Date().toISOString();
        });
        try {
          const { data } = await tools.queryFulfilled;
          postCache.patch(tools, postId, (post) => void Object.assign(post, data));
        } catch {
          undo();
        }
      },
    }),
    deletePost: build.mutation<null, { postId: string }>({
      queryFn: async ({ postId }, api, extraOptions) => {
        const result = await retryingQuery(
          { url: fillPath(FEED_PATHS.post, { postId }), method: 'DELETE' },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: null };
      },
      async onQueryStarted({ postId }, tools) {
        const undo = postCache.remove(tools, postId);
        await tools.queryFulfilled.catch(undo);
      },
      // The post's cached comments and replies go with it.
      invalidatesTags: (_result, error, { postId }) =>
        error ? [] : [commentListTag({ path: postDiscussionPath(postId) })],
    }),
    setPostLike: build.mutation<LikeResponse, { postId: string; liked: boolean }>({
      query: ({ postId, liked }) => ({
        url: fillPath(FEED_PATHS.like, { postId }),
        method: liked ? 'POST' : 'DELETE',
      }),
      // Spec §4: a post-level like may take liked and likeCount from the response.
      onQueryStarted: ({ postId, liked }, tools) =>
        likeOptimistically((recipe) => postCache.patch(tools, postId, recipe), liked, tools.queryFulfilled),
    }),
  }),
});

export const { useCreatePostMutation, useUpdatePostMutation, useDeletePostMutation, useSetPostLikeMutation } =
  postMutationsApi;
