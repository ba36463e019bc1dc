import { z } from 'zod';
import { pageQuerySchema } from '../paging';
import { LISTING_MESSAGES as M, LISTING_SEARCH_MAX } from './listing-messages';
import { LISTING_PRICE_MAX_CENTS, priceToCents } from './listing-price';
import { LISTING_SORTS, LISTINGS_PAGE_SIZE } from './listing-texts';

function flag(message: string, fallback: boolean) {
  return z
    .enum(['true', 'false'], { error: message })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true'));
}

/** `?minPrice=10.50` → 1050 cents; anything but a price of at most two decimals is a 400 with `message`. */
function priceBound(message: string) {
  return z
    .string({ error: message })
    .transform((value, ctx) => {
      const cents = priceToCents(value);
      if (cents === null || cents > LISTING_PRICE_MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return cents;
    })
    .optional();
}

/**
 * The words of a search or of a listing's title and description: lower case, letters (with their combining marks) and
 * digits of any script, each once. The service stores a listing's words and matches every word of `q`.
 */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])];
}

/**
 * GET /universities/{universityId}/market?page&size (spec §7) plus the find-things options beyond
 * the spec: `minPrice`/`maxPrice` (inclusive, in the listing's currency, two decimals at most),
 * `sort` (newest | price_asc | price_desc), `q` (every word must appear in the title or description)
 * and `hideSold` (default true: All Listings shows what can still be bought).
 */
export const campusListingsQuerySchema = pageQuerySchema(LISTINGS_PAGE_SIZE)
  .extend({
    minPrice: priceBound(M.minPriceInvalid),
    maxPrice: priceBound(M.maxPriceInvalid),
    sort: z.enum(LISTING_SORTS, { error: M.sortInvalid }).default('newest'),
    q: z.string({ error: M.searchTooLong }).trim().max(LISTING_SEARCH_MAX, M.searchTooLong).optional(),
    hideSold: flag(M.hideSoldInvalid, true),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: M.priceRangeInvalid });
    }
  });
export type CampusListingsQuery = z.output<typeof campusListingsQuerySchema>;

/** GET /users/me/activity/listings?page&size&hideSold (default false: 'Show sold items' starts on). */
export const myListingsQuerySchema = pageQuerySchema(LISTINGS_PAGE_SIZE).extend({
  hideSold: flag(M.hideSoldInvalid, false),
});
export type MyListingsQuery = z.output<typeof myListingsQuerySchema>;

/** PATCH /universities/{universityId}/market/{id}/sold?sold=true|false. */
export const listingSoldQuerySchema = z.object({
  sold: z.enum(['true', 'false'], { error: M.soldInvalid }).transform((value) => value === 'true'),
});
