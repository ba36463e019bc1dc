import { FEED_PATHS, PAGE_SIZES, fillPath, type Paged, type Post } from '@campusloop/contracts';
import { hasMorePages } from '@campusloop/web-platform';
import { feedBaseApi } from './feed-base-api';
import { feedPath, sourceKey, type FeedSource } from './feed-source';

const FEED_PAGE_SIZE = PAGE_SIZES.feed;

/** Reading posts (spec §7): a feed page by page, and one post. Writes are in post-mutations-api.ts. */
export const postsApi = feedBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeed: build.infiniteQuery<Paged<Post>, FeedSource, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          hasMorePages(lastPage, FEED_PAGE_SIZE) ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: feedPath(queryArg),
        params: { page: pageParam, size: FEED_PAGE_SIZE },
      }),
      providesTags: (result, _error, source) => [
        { type: 'Feed', id: sourceKey(source) },
        ...(result?.pages ?? []).flatMap((page) =>
          page.content.map((post) => ({ type: 'Post' as const, id: post.id })),
        ),
      ],
    }),
    getPost: build.query<Post, string>({
      query: (postId) => fillPath(FEED_PATHS.post, { postId }),
      providesTags: (_result, _error, postId) => [{ type: 'Post', id: postId }],
    }),
  }),
});

export const { useGetFeedInfiniteQuery, useGetPostQuery } = postsApi;
