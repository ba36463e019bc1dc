import { z } from 'zod';
import {
  LISTING_DESCRIPTION_MAX,
  LISTING_NOTES_MAX,
  LISTING_TITLE_MAX,
} from '../constants';
import { commentSchemaFor, pagedCommentsSchemaFor } from '../discussion/comment';
import { publicIdSchema } from '../ids';
import { maxImagesMessage } from '../media/media-messages';
import { mediaInputSchema, mediaItemSchema, uploadDescriptorSchema } from '../media/media-item';
import { pagedSchema } from '../paging';
import { singleLineText } from '../single-line-text';
import { LISTING_MESSAGES as M, LISTING_PRICE_MAX } from './listing-messages';
import { priceToCents } from './listing-price';
import { MAX_LISTING_IMAGES } from './listing-texts';

function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/**
 * A price as sent (spec §5: a number, at least 0, step 0.01), parsed to whole cents so it is stored
 * exactly (`priceToCents`). 1.005, -1, 'abc' and 1e400 are refused with their own message.
 */
export const listingPriceSchema = z
  .number({ error: (issue) => (issue.input === undefined ? M.priceRequired : M.priceNotNumber) })
  .min(0, M.priceMin)
  .max(LISTING_PRICE_MAX, M.priceTooHigh)
  // Only a price in range is judged for its decimals: one message per wrong price.
  .refine((price) => price < 0 || price > LISTING_PRICE_MAX || priceToCents(price) !== null, M.priceDecimals)
  .transform((price) => priceToCents(price) as number);

const listingFields = {
  title: singleLineText(requiredText(LISTING_TITLE_MAX, M.titleRequired, M.titleTooLong), 'Title'),
  description: requiredText(LISTING_DESCRIPTION_MAX, M.descriptionRequired, M.descriptionTooLong),
  price: listingPriceSchema,
  notes: requiredText(LISTING_NOTES_MAX, M.notesRequired, M.notesTooLong),
};
const tooManyImages = maxImagesMessage(MAX_LISTING_IMAGES, 'MARKETPLACE');
const listingDataRequired = {
  error: (issue: { code: string }) => (issue.code === 'invalid_type' ? M.listingDataRequired : undefined),
};

/**
 * POST /universities/{universityId}/market {title, description, price, notes, media} (spec §7). New
 * images arrive as upload descriptors (context MARKETPLACE, up to 3). The seller is the caller;
 * `sold`, `blocked`, `seller`, counts are never taken from a body (unknown fields are a 400).
 */
export const createListingRequestSchema = z.strictObject(
  {
    ...listingFields,
    media: z.array(uploadDescriptorSchema).max(MAX_LISTING_IMAGES, tooManyImages).default([]),
  },
  listingDataRequired,
);
export type CreateListingRequest = z.input<typeof createListingRequestSchema>;
export type CreateListingInput = z.output<typeof createListingRequestSchema>;

/**
 * PUT /universities/{universityId}/market/{id}: the same fields; `media` lists the images as they
 * should be afterwards (kept ones by id, new ones as descriptors), omitted keeps them.
 */
export const updateListingRequestSchema = z.strictObject(
  {
    ...listingFields,
    media: z.array(mediaInputSchema).max(MAX_LISTING_IMAGES, tooManyImages).optional(),
  },
  listingDataRequired,
);
export type UpdateListingRequest = z.input<typeof updateListingRequestSchema>;
export type UpdateListingInput = z.output<typeof updateListingRequestSchema>;

/** The seller as listings show them (spec §3: id, name, avatarUrl), from the people projection. */
export const listingSellerSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ListingSeller = z.infer<typeof listingSellerSchema>;

/**
 * A listing as one viewer sees it (spec §3). `price` is the stored whole cents / 100 (at most two
 * decimals). `blocked` is only ever true for its seller (others never get a blocked listing).
 * `commentCount` = top-level questions of its Discussion.
 */
export const listingSchema = z
  .strictObject({
    id: publicIdSchema,
    universityId: publicIdSchema,
    title: z.string(),
    description: z.string(),
    price: z
      .number()
      .min(0)
      .refine((price) => priceToCents(price) !== null, 'price must have at most two decimals'),
    notes: z.string(),
    media: z.array(mediaItemSchema).max(MAX_LISTING_IMAGES),
    seller: listingSellerSchema,
    sold: z.boolean(),
    blocked: z.boolean(),
    commentCount: z.number().int().min(0),
    isOwner: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .refine((listing) => !listing.blocked || listing.isOwner, {
    message: 'A blocked listing is shown to its seller only',
    path: ['blocked'],
  });
export type Listing = z.infer<typeof listingSchema>;

/** Every listing list (spec §7), `{content, totalElements, last}`. */
export const pagedListingsSchema = pagedSchema(listingSchema);
export type PagedListings = z.infer<typeof pagedListingsSchema>;

/** A question or answer on a listing (the shared discussion kit's contract with `listingId`). */
export const listingCommentSchema = commentSchemaFor('listingId');
export type ListingComment = z.infer<typeof listingCommentSchema>;
/** GET /universities/{uid}/market/{listingId}/comments (size 20) and …/comments/{id}/replies (size 10). */
export const pagedListingCommentsSchema = pagedCommentsSchemaFor('listingId');
