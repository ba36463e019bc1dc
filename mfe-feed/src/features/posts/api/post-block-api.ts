import { IDENTITY_PATHS, fillPath, type BlockedUser } from '@campusloop/contracts';
import { postsApi } from './posts-api';

/**
 * PUT /users/me/blocks/{userId} (identity, issue 28): block a post's author. Every feed list and post
 * is read again: the blocked user's posts and comments are gone from them for the blocker.
 */
export const postBlockApi = postsApi.injectEndpoints({
  endpoints: (build) => ({
    blockAuthor: build.mutation<BlockedUser, { userId: string }>({
      query: ({ userId }) => ({ url: fillPath(IDENTITY_PATHS.blockedUser, { userId }), method: 'PUT' }),
      invalidatesTags: ['Feed', 'CommentList'],
    }),
  }),
});

export const { useBlockAuthorMutation } = postBlockApi;
