import type { BlockedUser } from '@campusloop/contracts';
import { blockUserRequest, dropBlockedAuthor } from '@campusloop/owned-item-web';
import { postCache } from './post-cache';
import { postsApi } from './posts-api';

/**
 * PUT /users/me/blocks/{userId} (identity, issue 28): block a post's author. Their named posts leave
 * every cached feed at once; the lists are read again once the block has reached the feed service, which
 * also takes out their anonymous posts (only the server knows whose those are) and their comments
 * (owned-item-web's `dropBlockedAuthor`, as events and listings do).
 */
export const postBlockApi = postsApi.injectEndpoints({
  endpoints: (build) => ({
    blockAuthor: build.mutation<BlockedUser, { userId: string }>({
      query: ({ userId }) => blockUserRequest(userId),
      onQueryStarted: ({ userId }, tools) =>
        dropBlockedAuthor(tools, postCache, userId, (post) => post.authorId, () =>
          tools.dispatch(postsApi.util.invalidateTags(['Feed', 'CommentList'])),
        ),
    }),
  }),
});

export const { useBlockAuthorMutation } = postBlockApi;
