// Zod-free (front ends import it): the marketplace list's, filters' and form's plain values. A module
// defining schemas would bring all of zod into the Marketplace tab's first screen (issue 30).
import { MAX_IMAGES_PER_CONTEXT, PAGE_SIZES } from '../constants';

/** Page size of every listing list (spec §9). */
export const LISTINGS_PAGE_SIZE = PAGE_SIZES.listings;
export const MAX_LISTING_IMAGES = MAX_IMAGES_PER_CONTEXT.MARKETPLACE;

/** The campus search's orders (the filters' Sort choices). */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
