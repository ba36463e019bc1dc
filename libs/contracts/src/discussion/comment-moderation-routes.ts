import { authorRestrictionRouteSpecs, moderationRouteSpecs } from '../moderation/moderation-routes';
import type { RouteContracts, RouteSpec } from '../routes/route-contract';
import type { PathTemplate } from '../routes/route-path';
import { commentOf } from './comment-moderation-paths';
import { idParamsOf } from './discussion-routes';

/**
 * Reports and the moderators' desk for the comments and replies of one kind of discussion target
 * (issue 28), with "restrict the author" by sealed reference (comments may be anonymous). Spread into
 * the vertical's `defineRoutes` beside `discussionRouteSpecs`; the discussion server mounts them
 * (`discussion.mountModeration`).
 */
export function commentModerationRouteSpecs({ base, desk, access }: { base: PathTemplate; desk: string; access: string }) {
  const specs = moderationRouteSpecs({ item: commentOf(base), itemParams: idParamsOf(commentOf(base)), desk, noun: 'comment', access });
  const sealed = authorRestrictionRouteSpecs({ desk, noun: 'comment' });
  return {
    reportComment: specs.reportItem,
    listReportedComments: specs.listReportedItems,
    blockComment: specs.blockItem,
    unblockComment: specs.unblockItem,
    dismissCommentReports: specs.dismissReports,
    listCommentModerationAudit: specs.listModerationAudit,
    restrictCommentAuthor: sealed.restrictItemAuthor,
    liftCommentAuthorRestriction: sealed.liftItemAuthorRestriction,
  } as const satisfies Record<string, RouteSpec>;
}

export type CommentModerationRoutes = RouteContracts<ReturnType<typeof commentModerationRouteSpecs>>;
