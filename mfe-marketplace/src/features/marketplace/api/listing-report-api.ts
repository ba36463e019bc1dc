import { MARKETPLACE_PATHS, fillPath, type CreateReportRequest, type ReportReceived } from '@campusloop/contracts';
import type { ListingRef } from './listing-lists';
import { marketplaceApi } from './marketplace-api';

/** POST …/market/{listingId}/reports: a report to the moderators (nothing cached changes). */
export const listingReportApi = marketplaceApi.injectEndpoints({
  endpoints: (build) => ({
    reportListing: build.mutation<ReportReceived, ListingRef & { body: CreateReportRequest }>({
      query: ({ body, ...ref }) => ({ url: fillPath(MARKETPLACE_PATHS.report, ref), method: 'POST', body }),
    }),
  }),
});

export const { useReportListingMutation } = listingReportApi;
