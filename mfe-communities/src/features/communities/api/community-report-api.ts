import { COMMUNITIES_PATHS, fillPath, type CreateReportRequest, type ReportReceived } from '@campusloop/contracts';
import { communitiesApi } from './communities-api';

/** POST /communities/{communityId}/reports: 'Report Community' to the moderators (nothing cached changes), issue 28. */
export const communityReportApi = communitiesApi.injectEndpoints({
  endpoints: (build) => ({
    reportCommunity: build.mutation<ReportReceived, { communityId: string; body: CreateReportRequest }>({
      query: ({ communityId, body }) => ({ url: fillPath(COMMUNITIES_PATHS.report, { communityId }), method: 'POST', body }),
    }),
  }),
});

export const { useReportCommunityMutation } = communityReportApi;
