import { requireCampusStudent, type AuthUser } from '@campusloop/service-kit';
import type { Listing } from '@campusloop/contracts';
import { findListing } from './find-listing';
import type { MarketplaceContext } from './marketplace-context';
import { presentListing } from './present-listing';

/** GET /universities/{universityId}/market/{id}. */
export async function getListing(
  ctx: MarketplaceContext,
  viewer: AuthUser | undefined,
  universityId: string,
  listingId: string,
): Promise<Listing> {
  const user = requireCampusStudent(viewer, universityId);
  return presentListing(ctx, await findListing(ctx, universityId, listingId, user), user.id);
}
