import { baseApi } from '@campusloop/web-platform';

/** The shared RTK Query API with the marketplace's cache tags: Listing per item, ListingList per list. */
export const marketplaceBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Listing', 'ListingList'] });
