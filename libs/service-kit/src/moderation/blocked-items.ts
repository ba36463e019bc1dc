import type { AuthUser } from '../auth/access-claims';
import { AppError } from '../errors/app-error';
import type { ServiceAuth } from '../service-auth/service-auth';
import { createIdentitySealedRestrictionClient, identityUnavailable, type RestrictSealedAuthor } from './restrict-author';

/**
 * The one visibility rule of a moderated item (issue 28): a blocked item shows to its owner only
 * (who sees it marked blocked); to everyone else it does not exist.
 */
export const visibleDespiteBlock = (item: { blocked?: boolean | null }, ownerId: string, viewerId: string | undefined): boolean =>
  item.blocked !== true || ownerId === viewerId;

/** The owner's `blocked: true` marker of an answer, nothing for an item that is not blocked. */
export const blockedMarker = (item: { blocked?: boolean | null }): { blocked?: true } => (item.blocked === true ? { blocked: true } : {});

/**
 * The id of the item a report names, found by the vertical's own read rule: a refusal of that rule
 * (another campus's item: 403) answers as an unknown item (404 with `notFoundMessage`), so a report
 * can never probe whether a hidden item exists. The reporter is signed in (the route requires it).
 */
export async function reportableItem(
  reporter: AuthUser,
  find: (reporter: AuthUser) => Promise<string>,
  notFoundMessage: string,
): Promise<string> {
  try {
    return await find(reporter);
  } catch (error) {
    if (error instanceof AppError && error.status === 403) throw AppError.notFound(notFoundMessage);
    throw error;
  }
}

/**
 * Identity's sealed restriction ("restrict the author" of an item that may be anonymous) for a vertical
 * built with `identityUrl`; without it every call answers 503 (nobody to ask).
 */
export function sealedRestrictionOf(deps: { identityUrl?: string; serviceAuth: Pick<ServiceAuth, 'fetch'> }): RestrictSealedAuthor {
  if (deps.identityUrl) return createIdentitySealedRestrictionClient({ baseUrl: deps.identityUrl, fetch: deps.serviceAuth.fetch });
  return async () => {
    throw identityUnavailable();
  };
}
