import { MARKETPLACE_PATHS, fillPath, type ListingSort } from '@campusloop/contracts';

/** All Listings or My Listings (spec §2 filters). */
export type ListingScope = 'all' | 'mine';

/** The find-things bar (beyond the spec): a price range as typed, a sort and words. */
export type ListingSearch = { minPrice: string; maxPrice: string; sort: ListingSort; q: string };
export const NO_SEARCH: ListingSearch = { minPrice: '', maxPrice: '', sort: 'newest', q: '' };

/**
 * Which list of listings. The university is part of the key so another user's lists never mix in;
 * `hideSold` is All Listings' default (sold items hidden) and My Listings' 'Show sold items' unchecked.
 */
export type ListingListKey = {
  scope: ListingScope;
  universityId: string;
  hideSold: boolean;
  search: ListingSearch;
};

/** GET path and query of a list (spec §7 Marketplace; the templates are the route contracts'). */
export function listingListRequest({ scope, universityId, hideSold, search }: ListingListKey) {
  if (scope === 'mine') return { url: MARKETPLACE_PATHS.mine, params: { hideSold: String(hideSold) } };
  const params: Record<string, string> = { hideSold: String(hideSold) };
  if (search.minPrice.trim()) params['minPrice'] = search.minPrice.trim();
  if (search.maxPrice.trim()) params['maxPrice'] = search.maxPrice.trim();
  if (search.sort !== 'newest') params['sort'] = search.sort;
  if (search.q.trim()) params['q'] = search.q.trim();
  return { url: fillPath(MARKETPLACE_PATHS.campus, { universityId }), params };
}

export type ListingRef = { universityId: string; listingId: string };

export function listingPath({ universityId, listingId }: ListingRef): string {
  return fillPath(MARKETPLACE_PATHS.listing, { universityId, listingId });
}
