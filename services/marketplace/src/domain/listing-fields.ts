import {
  searchWords,
  type CampusListingsQuery,
  type CreateListingInput,
  type UpdateListingInput,
} from '@campusloop/contracts';
import type { ListingSearch } from '../data/marketplace-store';

/**
 * The stored fields a create or an edit writes. The body's `price` is the spec's wire name; once the
 * contract parsed it, it is whole cents, and from here on it is called so (`priceCents`). The words
 * are what the campus search matches (title and description).
 */
export function storedListingFields(input: CreateListingInput | UpdateListingInput) {
  return {
    title: input.title,
    description: input.description,
    priceCents: input.price,
    notes: input.notes,
    words: searchWords(`${input.title} ${input.description}`),
  };
}

/** The search's price bounds (`minPrice`/`maxPrice` on the wire, whole cents once parsed) named as cents. */
export function priceRangeInCents(query: CampusListingsQuery): Pick<ListingSearch, 'minCents' | 'maxCents'> {
  return {
    ...(query.minPrice !== undefined ? { minCents: query.minPrice } : {}),
    ...(query.maxPrice !== undefined ? { maxCents: query.maxPrice } : {}),
  };
}
