import type { Request, Router } from 'express';
import type { CreateReportRequest, ModerationActionRequest, PageQuery, RouteContract } from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import { requireUser } from '../auth/authenticate';
import { mountRoute } from '../http/mount-route';
import type { Moderation, ModerationDeskAction } from './create-moderation';

/** The six moderation routes of a vertical's contract (contracts' `moderationRouteSpecs` spread into it). */
export interface ModerationRouteContracts {
  reportItem: RouteContract;
  listReportedItems: RouteContract;
  blockItem: RouteContract;
  unblockItem: RouteContract;
  dismissReports: RouteContract;
  listModerationAudit: RouteContract;
}

export interface ModerationMount {
  routes: ModerationRouteContracts;
  moderation: Moderation;
  /**
   * The id of the item the report's path names, if the reporter may see it: the vertical's own find
   * wrapped in `reportableItem`, so an item the caller cannot see (blocked, another campus's, a private
   * community's) answers 404 exactly like an unknown id — never its read rule's 403, which would tell
   * a reporter that a hidden item exists.
   */
  reportable(reporter: AuthUser, params: Record<string, string>): Promise<string>;
}

/** What `mountRoute` validated with the contract's schemas (contracts' moderation schemas). */
interface Validated {
  params: Record<string, string>;
  query: PageQuery;
  body: (CreateReportRequest & ModerationActionRequest) | undefined;
}
const validated = (input: unknown) => input as Validated;

/** Mounts the moderation kit's routes on a vertical's `/api/v1` router (thin: the kit decides). */
export function mountModerationRoutes(router: Router, { routes, moderation, reportable }: ModerationMount): void {
  mountRoute(router, routes.reportItem, async (input, req, res) => {
    const { params, body } = validated(input);
    const reporter = requireUser(req);
    const itemId = await reportable(reporter, params);
    res.status(201);
    return moderation.report(reporter, itemId, body as CreateReportRequest);
  });
  mountRoute(router, routes.listReportedItems, (input, req) => moderation.queue(req.user, validated(input).query));
  const act = (action: ModerationDeskAction) => (input: unknown, req: Request) => {
    const { params, body } = validated(input);
    return moderation.act(req.user, action, params['itemId'] as string, body?.reason);
  };
  mountRoute(router, routes.blockItem, act('block'));
  mountRoute(router, routes.unblockItem, act('unblock'));
  mountRoute(router, routes.dismissReports, act('dismiss'));
  mountRoute(router, routes.listModerationAudit, (input, req) => moderation.auditLog(req.user, validated(input).query));
}
