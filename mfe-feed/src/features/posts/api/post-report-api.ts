import { FEED_PATHS, fillPath, type CreateReportRequest, type ReportReceived } from '@campusloop/contracts';
import { postsApi } from './posts-api';

/** POST /feed/posts/{postId}/reports: a report to the moderators (issue 28; nothing cached changes). */
export const postReportApi = postsApi.injectEndpoints({
  endpoints: (build) => ({
    reportPost: build.mutation<ReportReceived, { postId: string; body: CreateReportRequest }>({
      query: ({ postId, body }) => ({ url: fillPath(FEED_PATHS.report, { postId }), method: 'POST', body }),
    }),
  }),
});

export const { useReportPostMutation } = postReportApi;
