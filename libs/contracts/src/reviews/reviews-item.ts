import { z } from 'zod';
import { authorSchema } from '../discussion/authored-item';
import { publicIdSchema } from '../ids';
import { mediaItemSchema } from '../media/media-item';

export const REVIEWS_TITLE_MAX = 120;
export const REVIEWS_PAGE_SIZE = 20;

/** What a signed-in user sends to add a reviews item (the author is the caller, never the body). */
export const createReviewsItemRequestSchema = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(REVIEWS_TITLE_MAX, `Title must be at most ${REVIEWS_TITLE_MAX} characters`),
});
export type CreateReviewsItemRequest = z.infer<typeof createReviewsItemRequestSchema>;

export const reviewsItemsQuerySchema = z.strictObject({
  size: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
});

export const reviewsItemParamsSchema = z.object({ itemId: publicIdSchema });

/** A reviews item as a viewer sees it (service-kit's `presentAuthorship`: author, isOwner). */
export const reviewsItemSchema = z.strictObject({
  id: publicIdSchema,
  title: z.string(),
  author: authorSchema,
  authorId: publicIdSchema.optional(),
  isOwner: z.boolean(),
  media: z.array(mediaItemSchema),
  createdAt: z.iso.datetime(),
});
export type ReviewsItem = z.infer<typeof reviewsItemSchema>;

export const reviewsItemsSchema = z.strictObject({ items: z.array(reviewsItemSchema) });
export type ReviewsItems = z.infer<typeof reviewsItemsSchema>;
