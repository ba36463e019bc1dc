import {
  MARKETPLACE_PAGE_SIZE,
  MARKETPLACE_PATHS,
  type CreateMarketplaceItemRequest,
  type MarketplaceItem,
  type MarketplaceItems,
} from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';

/** marketplace's endpoints on the one RTK Query API; paths come from its route contract's paths (libs/contracts). */
export const marketplaceApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['MarketplaceItems'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMarketplaceItems: build.query<MarketplaceItems, void>({
        query: () => ({ url: MARKETPLACE_PATHS.items, params: { size: MARKETPLACE_PAGE_SIZE } }),
        providesTags: ['MarketplaceItems'],
      }),
      createMarketplaceItem: build.mutation<MarketplaceItem, CreateMarketplaceItemRequest>({
        query: (body) => ({ url: MARKETPLACE_PATHS.items, method: 'POST', body }),
        invalidatesTags: ['MarketplaceItems'],
      }),
    }),
  });

export const { useGetMarketplaceItemsQuery, useCreateMarketplaceItemMutation } = marketplaceApi;
