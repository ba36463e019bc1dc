import {
  REFERRALS_PAGE_SIZE,
  REFERRALS_PATHS,
  type CreateReferralsItemRequest,
  type ReferralsItem,
  type ReferralsItems,
} from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';

/** referrals's endpoints on the one RTK Query API; paths come from its route contract's paths (libs/contracts). */
export const referralsApi = baseApi.enhanceEndpoints({ addTagTypes: ['ReferralsItems'] }).injectEndpoints({
  endpoints: (build) => ({
    getReferralsItems: build.query<ReferralsItems, void>({
      query: () => ({ url: REFERRALS_PATHS.items, params: { size: REFERRALS_PAGE_SIZE } }),
      providesTags: ['ReferralsItems'],
    }),
    createReferralsItem: build.mutation<ReferralsItem, CreateReferralsItemRequest>({
      query: (body) => ({ url: REFERRALS_PATHS.items, method: 'POST', body }),
      invalidatesTags: ['ReferralsItems'],
    }),
  }),
});

export const { useGetReferralsItemsQuery, useCreateReferralsItemMutation } = referralsApi;
