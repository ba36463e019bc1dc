import {
  COMMUNITIES_PAGE_SIZE,
  COMMUNITIES_PATHS,
  type CreateCommunitiesItemRequest,
  type CommunitiesItem,
  type CommunitiesItems,
} from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';

/** communities's endpoints on the one RTK Query API; paths come from its route contract's paths (libs/contracts). */
export const communitiesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CommunitiesItems'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCommunitiesItems: build.query<CommunitiesItems, void>({
        query: () => ({ url: COMMUNITIES_PATHS.items, params: { size: COMMUNITIES_PAGE_SIZE } }),
        providesTags: ['CommunitiesItems'],
      }),
      createCommunitiesItem: build.mutation<CommunitiesItem, CreateCommunitiesItemRequest>({
        query: (body) => ({ url: COMMUNITIES_PATHS.items, method: 'POST', body }),
        invalidatesTags: ['CommunitiesItems'],
      }),
    }),
  });

export const { useGetCommunitiesItemsQuery, useCreateCommunitiesItemMutation } = communitiesApi;
