import { z } from 'zod';
import { publicIdSchema } from '../ids';
import type { RouteSpec } from '../routes/route-contract';
import { liftRestrictionRequestSchema, restrictAccountRequestSchema } from './account-restriction';
import { authorRestrictionPath, moderationPaths } from './moderation-paths';
import {
  auditLogQuerySchema,
  authorRestrictionResultSchema,
  createReportRequestSchema,
  moderationActionRequestSchema,
  moderationActionResultSchema,
  moderationQueueQuerySchema,
  pagedAuditEntriesSchema,
  pagedReportedItemsSchema,
  reportReceivedSchema,
} from './report';

export const moderatedItemParamsSchema = z.object({ itemId: publicIdSchema });

export interface ModerationRoutesOptions {
  /** The reported item's path (`/universities/{universityId}/market/{listingId}`). */
  item: string;
  /** Its params schema (the same as the item's own routes). */
  itemParams: z.ZodType;
  /** Where the vertical's moderators work (`/marketplace/moderation`). */
  desk: string;
  /** What the item is called ("listing"). */
  noun: string;
  /** Who may report, in words. */
  access: string;
}

const MODERATOR = 'a moderator (403 otherwise)';

/**
 * The moderation kit's routes on one kind of item: report it, and the moderators' queue, block,
 * unblock, dismiss and audit log. Spread into the vertical's `defineRoutes`; service-kit's
 * `mountModerationRoutes` mounts exactly these.
 */
export function moderationRouteSpecs({ item, itemParams, desk, noun, access }: ModerationRoutesOptions) {
  const paths = moderationPaths(item, desk);
  const action = (summary: string) =>
    ({
      method: 'POST',
      path: paths.block,
      summary,
      auth: 'required',
      access: MODERATOR,
      params: moderatedItemParamsSchema,
      body: moderationActionRequestSchema,
      answers: { 200: { description: 'The item after the action.', schema: moderationActionResultSchema } },
      errors: [403, 404],
    }) satisfies RouteSpec;
  return {
    reportItem: {
      method: 'POST',
      path: paths.report,
      summary: `Report a ${noun} to the moderators (one open report per person)`,
      description: `A ${noun} the caller cannot see answers 404; reports are limited per account (429).`,
      auth: 'required',
      access,
      params: itemParams,
      body: createReportRequestSchema,
      answers: { 201: { description: 'Received.', schema: reportReceivedSchema } },
      errors: [403, 404, 409],
    },
    listReportedItems: {
      method: 'GET',
      path: paths.queue,
      summary: `Reported ${noun}s with open reports, grouped by ${noun}, oldest report first`,
      auth: 'required',
      access: MODERATOR,
      query: moderationQueueQuerySchema,
      answers: { 200: { description: 'A page of the queue.', schema: pagedReportedItemsSchema } },
      errors: [403],
    },
    blockItem: { ...action(`Block a ${noun}: only its owner still sees it; closes its open reports`), path: paths.block },
    unblockItem: { ...action(`Unblock a ${noun}`), path: paths.unblock },
    dismissReports: { ...action(`Dismiss a ${noun}'s open reports (it stays as it is)`), path: paths.dismiss },
    listModerationAudit: {
      method: 'GET',
      path: paths.audit,
      summary: 'The audit log of moderators’ actions, newest first',
      auth: 'required',
      access: MODERATOR,
      query: auditLogQuerySchema,
      answers: { 200: { description: 'A page of the audit log.', schema: pagedAuditEntriesSchema } },
      errors: [403],
    },
  } as const satisfies Record<string, RouteSpec>;
}

/**
 * "Restrict the author" by sealed reference (issue 28): PUT / DELETE `{desk}/items/{itemId}/author-restriction`.
 * The owning service resolves the item to its author and has identity restrict that account; the answer
 * carries only `restrictedUntil`. Spread beside `moderationRouteSpecs` by verticals whose items may be
 * anonymous; service-kit's `mountAuthorRestrictionRoutes` mounts them.
 */
export function authorRestrictionRouteSpecs({ desk, noun }: Pick<ModerationRoutesOptions, 'desk' | 'noun'>) {
  const path = authorRestrictionPath(desk);
  const answers = (description: string) =>
    ({ 200: { description, schema: authorRestrictionResultSchema } }) as const;
  return {
    restrictItemAuthor: {
      method: 'PUT',
      path,
      summary: `Restrict the author of a ${noun} for some hours, without learning who it is`,
      description:
        'The service that owns the item asks identity to restrict its author; the answer, the audit log and identity’s audit name only the item. 404 when the item is gone.',
      auth: 'required',
      access: MODERATOR,
      params: moderatedItemParamsSchema,
      body: restrictAccountRequestSchema,
      answers: answers('Until when the author’s writes are refused.'),
      errors: [403, 404, 503],
    },
    liftItemAuthorRestriction: {
      method: 'DELETE',
      path,
      summary: `Lift the restriction of a ${noun}’s author (idempotent)`,
      auth: 'required',
      access: MODERATOR,
      params: moderatedItemParamsSchema,
      body: liftRestrictionRequestSchema,
      answers: answers('No restriction any more.'),
      errors: [403, 404, 503],
    },
  } as const satisfies Record<string, RouteSpec>;
}
