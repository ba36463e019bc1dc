import { REVIEWS_PATHS, fillPath, type CreateReportRequest, type ReportReceived } from '@campusloop/contracts';
import { reviewsApi } from './reviews-api';

/** POST /universities/{universityId}/ratings/{ratingId}/reports: a rating reported to the moderators (issue 28). */
export const ratingReportApi = reviewsApi.injectEndpoints({
  endpoints: (build) => ({
    reportRating: build.mutation<ReportReceived, { universityId: string; ratingId: string; body: CreateReportRequest }>({
      query: ({ body, ...ref }) => ({ url: fillPath(REVIEWS_PATHS.report, ref), method: 'POST', body }),
    }),
  }),
});

export const { useReportRatingMutation } = ratingReportApi;
