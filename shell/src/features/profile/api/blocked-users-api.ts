import { IDENTITY_PATHS, MAX_PAGE_SIZE, fillPath, type BlockedUser, type Paged } from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';

// 'Feed' and 'CommentList' are the feed remote's list tags: an unblock reads them again.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['BlockedUsers', 'Feed', 'CommentList'] });

/** Profile's block list (identity, issue 28): the newest blocks, and Unblock. */
export const blockedUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBlockedUsers: build.query<Paged<BlockedUser>, void>({
      query: () => ({ url: IDENTITY_PATHS.blockedUsers, params: { page: 0, size: MAX_PAGE_SIZE } }),
      providesTags: ['BlockedUsers'],
    }),
    unblockUser: build.mutation<void, string>({
      query: (userId) => ({ url: fillPath(IDENTITY_PATHS.blockedUser, { userId }), method: 'DELETE' }),
      invalidatesTags: ['BlockedUsers', 'Feed', 'CommentList'],
    }),
  }),
});

export const { useListBlockedUsersQuery, useUnblockUserMutation } = blockedUsersApi;
