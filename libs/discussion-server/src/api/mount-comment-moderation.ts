import type { Router } from 'express';
import type { Connection } from 'mongoose';
import type { CommentModerationRoutes } from '@campusloop/contracts';
import {
  createModeration,
  createRestrictAuthor,
  mountAuthorRestrictionRoutes,
  mountModerationRoutes,
  type Moderation,
  type RestrictSealedAuthor,
} from '@campusloop/service-kit';
import type { DiscussionTargetPort } from '../discussion-port';
import { moderatedComments, reportableComment } from '../domain/comment-moderation';
import type { DiscussionContext } from '../domain/discussion-context';

export interface CommentModerationOptions<T> {
  /** The vertical's contracts with `commentModerationRouteSpecs` spread in (e.g. `FEED_ROUTES`). */
  routes: CommentModerationRoutes;
  target: DiscussionTargetPort<T>;
  /** The desk's item type (contracts `MODERATION_DESKS`), e.g. `comment`. */
  itemType: string;
  /** Identity's sealed restriction (service-kit `createIdentitySealedRestrictionClient`). */
  restrict: RestrictSealedAuthor;
}

/**
 * Reports, the moderators' desk and sealed "restrict the author" for one kind of target's comments
 * and replies (issue 28): service-kit's moderation kit over the discussion's own port, so every
 * vertical with comments gets it by mounting this once. Answers the kit (call its `init()`).
 */
export function mountCommentModeration<T>(
  router: Router,
  ctx: DiscussionContext,
  connection: Connection,
  { routes, target, itemType, restrict }: CommentModerationOptions<T>,
): Moderation {
  const items = moderatedComments(ctx, target);
  // The discussion's outbox (the service's) carries `moderation.outcome` to notifications (service-kit README).
  const moderation = createModeration({ connection, itemType, items, outbox: ctx.outbox, now: ctx.now });
  mountModerationRoutes(router, {
    routes: {
      reportItem: routes.reportComment,
      listReportedItems: routes.listReportedComments,
      blockItem: routes.blockComment,
      unblockItem: routes.unblockComment,
      dismissReports: routes.dismissCommentReports,
      listModerationAudit: routes.listCommentModerationAudit,
    },
    moderation,
    reportable: (reporter, params) => reportableComment(ctx, target, reporter, params),
  });
  mountAuthorRestrictionRoutes(router, {
    routes: { restrictItemAuthor: routes.restrictCommentAuthor, liftItemAuthorRestriction: routes.liftCommentAuthorRestriction },
    restrictAuthor: createRestrictAuthor({ itemType, items, restrict, audit: moderation.audit }),
  });
  return moderation;
}
