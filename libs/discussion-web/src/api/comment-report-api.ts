import { commentModerationPaths, fillPath, type CreateReportRequest, type ReportReceived } from '@campusloop/contracts';
import { discussionReadApi } from './discussion-api';
import type { DiscussionTarget } from './discussion-target';

/** POST {target}/comments/{commentId}/reports: a comment or reply reported to the moderators (issue 28). */
export const commentReportApi = discussionReadApi.injectEndpoints({
  endpoints: (build) => ({
    reportDiscussionComment: build.mutation<ReportReceived, { target: DiscussionTarget; commentId: string; body: CreateReportRequest }>({
      query: ({ target, commentId, body }) => ({
        url: fillPath(commentModerationPaths(target.path, '').commentReport, { commentId }),
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useReportDiscussionCommentMutation } = commentReportApi;
