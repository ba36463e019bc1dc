import { requireCampusStudent, toPaged, type AuthUser } from '@campusloop/service-kit';
import {
  searchWords,
  type CampusListingsQuery,
  type MyListingsQuery,
  type PagedListings,
} from '@campusloop/contracts';
import { campusKey, sellerKey } from '../data/listing-lists';
import type { ListingDoc } from '../data/listing-model';
import type { MarketplaceContext } from './marketplace-context';
import { priceRangeInCents } from './listing-fields';
import { presentListings } from './present-listing';

/**
 * A university's listings (spec §7), newest first, sold ones hidden unless `hideSold=false`. The
 * plain list (no price range, words or price sort) reads the paged-list index (any page, any size of
 * campus: a few `_id` reads); the search beyond the spec is a query on the listing indexes.
 */
export async function listCampusListings(
  ctx: MarketplaceContext,
  viewer: AuthUser | undefined,
  universityId: string,
  query: CampusListingsQuery,
): Promise<PagedListings> {
  const user = requireCampusStudent(viewer, universityId);
  const words = searchWords(query.q ?? '');
  const range = priceRangeInCents(query);
  const plain = query.sort === 'newest' && words.length === 0 && Object.keys(range).length === 0;
  let docs: ListingDoc[];
  let total: number;
  if (plain) {
    const page = await ctx.store.placed.page(campusKey(universityId, query.hideSold), query);
    docs = await ctx.store.listingsByIds(page.ids);
    total = page.total;
  } else {
    ({ items: docs, total } = await ctx.store.searchListings({
      universityId,
      hideSold: query.hideSold,
      ...range,
      words,
      sort: query.sort,
      skip: query.page * query.size,
      limit: query.size,
    }));
  }
  // A listing blocked between the list read and the document read is still not shown.
  const unblocked = docs.filter((doc) => !doc.blocked);
  // Nor one of a seller the viewer blocked (the page may hold fewer; totals stay the list's).
  const visible = await ctx.blocks.withoutBlocked(user.id, unblocked, (doc) => doc.sellerId);
  return toPaged(await presentListings(ctx, visible, user.id), total, query);
}

/** GET /users/me/activity/listings: the caller's listings, newest first, blocked ones too (with their badge). */
export async function listMyListings(
  ctx: MarketplaceContext,
  viewer: AuthUser | undefined,
  query: MyListingsQuery,
): Promise<PagedListings> {
  const user = requireCampusStudent(viewer, viewer?.universityId);
  const page = await ctx.store.placed.page(sellerKey(user.id, query.hideSold), query);
  const docs = await ctx.store.listingsByIds(page.ids);
  return toPaged(await presentListings(ctx, docs, user.id), page.total, query);
}
