import { COMMUNITIES_PAGE_SIZE, type Community, type PagedCommunities } from '@campusloop/contracts';
import { hasMorePages } from '@campusloop/web-platform';
import { communitiesBaseApi } from './communities-base-api';
import { communityListRequest, communityPath, type CommunityListKey } from './community-lists';

/** Reading communities (spec §7): the four lists page by page (spec §9: 20), and one community. */
export const communitiesApi = communitiesBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getCommunities: build.infiniteQuery<PagedCommunities, CommunityListKey, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          hasMorePages(lastPage, COMMUNITIES_PAGE_SIZE) ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => {
        const { url, params } = communityListRequest(queryArg);
        return { url, params: { ...params, page: pageParam, size: COMMUNITIES_PAGE_SIZE } };
      },
      providesTags: (result, _error, key) => [
        { type: 'CommunityList', id: key.kind },
        'CommunityList',
        ...(result?.pages ?? []).flatMap((page) =>
          page.content.map((community) => ({ type: 'Community' as const, id: community.id })),
        ),
      ],
    }),
    getCommunity: build.query<Community, string>({
      query: (communityId) => communityPath(communityId),
      providesTags: (_result, _error, communityId) => [{ type: 'Community', id: communityId }],
    }),
  }),
});

export const { useGetCommunitiesInfiniteQuery, useGetCommunityQuery } = communitiesApi;
