import { IDENTITY_PATHS, fillPath, type BlockedUser, type Paged, type Post } from '@campusloop/contracts';
import { postCache } from './post-cache';
import { postsApi } from './posts-api';

/** How long a block takes to reach the feed service (identity's outbox event): then the lists are read again. */
export const BLOCK_REACHES_FEED_MS = 3_000;

/**
 * PUT /users/me/blocks/{userId} (identity, issue 28): block a post's author. Their named posts leave
 * every cached feed at once; the lists are read again once the block has reached the feed service, which
 * also takes out their anonymous posts (only the server knows whose those are) and their comments.
 */
export const postBlockApi = postsApi.injectEndpoints({
  endpoints: (build) => ({
    blockAuthor: build.mutation<BlockedUser, { userId: string }>({
      query: ({ userId }) => ({ url: fillPath(IDENTITY_PATHS.blockedUser, { userId }), method: 'PUT' }),
      async onQueryStarted({ userId }, tools) {
        const { data } = await tools.queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const state = tools.getState() as Parameters<ReturnType<typeof postsApi.endpoints.getFeed.select>>[0];
        const theirs = new Set<string>();
        for (const source of postsApi.util.selectCachedArgsForQuery(state, 'getFeed')) {
          const feed = postsApi.endpoints.getFeed.select(source)(state).data as { pages: Paged<Post>[] } | undefined;
          for (const page of feed?.pages ?? []) for (const post of page.content) if (post.authorId === userId) theirs.add(post.id);
        }
        for (const postId of theirs) postCache.remove(tools, postId);
        setTimeout(() => tools.dispatch(postsApi.util.invalidateTags(['Feed', 'CommentList'])), BLOCK_REACHES_FEED_MS);
      },
    }),
  }),
});

export const { useBlockAuthorMutation } = postBlockApi;
