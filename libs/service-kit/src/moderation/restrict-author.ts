import type { Router } from 'express';
import {
  ErrorCode,
  INTERNAL_SEALED_RESTRICTION_PATH,
  internalSealedRestrictionResponseSchema,
  type AuthorRestrictionResult,
  type InternalSealedRestrictionRequest,
  type RestrictAccountRequest,
  type RouteContract,
} from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import { requireModerator } from '../auth/require-moderator';
import { AppError } from '../errors/app-error';
import { mountRoute } from '../http/mount-route';
import type { AuditLog } from './create-audit-log';

/**
 * The port a vertical adds for "restrict the author" (issue 28): whose item it is. Only the owning
 * service can answer it; the answer never leaves the service (null: the item does not exist).
 */
export interface ItemAuthors {
  authorOf(itemId: string): Promise<string | null>;
}

/** Identity's sealed restriction (`PUT /internal/moderation/sealed-restrictions`): answers `restrictedUntil` only. */
export type RestrictSealedAuthor = (request: InternalSealedRestrictionRequest) => Promise<{ restrictedUntil: string | null }>;

export interface RestrictAuthorOptions {
  itemType: string;
  items: ItemAuthors;
  restrict: RestrictSealedAuthor;
  /** The vertical's moderation audit log (`moderation.audit`): entries name the item, never the account. */
  audit: AuditLog;
}

export interface RestrictAuthor {
  /** `hours: null` lifts. Moderators only (403); 404 when the item is gone. */
  change(viewer: AuthUser | undefined, itemId: string, hours: number | null, reason?: string): Promise<AuthorRestrictionResult>;
}

/**
 * "Restrict the author" by sealed reference: the moderator names an item, the owning service resolves
 * it to its author (`authorOf`) and has identity restrict that account with a reference instead of a
 * name in identity's audit. Neither the answer nor either audit entry carries the account's id, so an
 * anonymous post's author stays anonymous to moderators (accountability without disclosure).
 */
export function createRestrictAuthor({ itemType, items, restrict, audit }: RestrictAuthorOptions): RestrictAuthor {
  return {
    async change(viewer, itemId, hours, reason) {
      const moderator = requireModerator(viewer);
      const authorId = await items.authorOf(itemId);
      if (!authorId) throw AppError.notFound();
      const { restrictedUntil } = await restrict({
        userId: authorId,
        hours,
        moderatorId: moderator.id,
        ...(reason ? { reason } : {}),
        reference: { itemType, itemId },
      });
      await audit.record({ moderatorId: moderator.id, action: hours === null ? 'lift' : 'restrict', itemType, itemId, reason: reason || null });
      return { itemType, itemId, restrictedUntil };
    },
  };
}

export const identityUnavailable = (cause?: unknown): AppError =>
  new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, 'Identity is not answering. Please try again in a moment.', { cause });

/** The real `RestrictSealedAuthor`: identity's internal route with a service token (`serviceAuth.fetch`). */
export function createIdentitySealedRestrictionClient(options: {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}): RestrictSealedAuthor {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${INTERNAL_SEALED_RESTRICTION_PATH}`;
  return async (request) => {
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw identityUnavailable(error);
    }
    const json: unknown = await response.json().catch(() => undefined);
    // The account is gone (deleted since it wrote the item): the same 404 as a gone item.
    if (response.status === 404) throw AppError.notFound();
    const parsed = internalSealedRestrictionResponseSchema.safeParse(json);
    if (!response.ok || !parsed.success) throw identityUnavailable(`identity answered HTTP ${response.status}`);
    return parsed.data;
  };
}

/** What `mountRoute` validated with `authorRestrictionRouteSpecs`' schemas. */
interface Validated {
  params: Record<string, string>;
  body: Partial<RestrictAccountRequest> | undefined;
}

const validated = (input: unknown) => input as Validated;

/** Mounts PUT / DELETE `{desk}/items/{itemId}/author-restriction` (contracts' `authorRestrictionRouteSpecs`). */
export function mountAuthorRestrictionRoutes(
  router: Router,
  { routes, restrictAuthor }: { routes: { restrictItemAuthor: RouteContract; liftItemAuthorRestriction: RouteContract }; restrictAuthor: RestrictAuthor },
): void {
  mountRoute(router, routes.restrictItemAuthor, (input, req) => {
    const { params, body } = validated(input);
    return restrictAuthor.change(req.user, params['itemId'] as string, body?.hours as number, body?.reason);
  });
  mountRoute(router, routes.liftItemAuthorRestriction, (input, req) => {
    const { params, body } = validated(input);
    return restrictAuthor.change(req.user, params['itemId'] as string, null, body?.reason);
  });
}
