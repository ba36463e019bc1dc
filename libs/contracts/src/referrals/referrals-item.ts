import { z } from 'zod';
import { authorSchema } from '../discussion/authored-item';
import { publicIdSchema } from '../ids';
import { mediaItemSchema } from '../media/media-item';

export const REFERRALS_TITLE_MAX = 120;
export const REFERRALS_PAGE_SIZE = 20;

/** What a signed-in user sends to add a referrals item (the author is the caller, never the body). */
export const createReferralsItemRequestSchema = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(REFERRALS_TITLE_MAX, `Title must be at most ${REFERRALS_TITLE_MAX} characters`),
});
export type CreateReferralsItemRequest = z.infer<typeof createReferralsItemRequestSchema>;

export const referralsItemsQuerySchema = z.strictObject({
  size: z.coerce.number().int().min(1).max(50).default(REFERRALS_PAGE_SIZE),
});

export const referralsItemParamsSchema = z.object({ itemId: publicIdSchema });

/** A referrals item as a viewer sees it (service-kit's `presentAuthorship`: author, isOwner). */
export const referralsItemSchema = z.strictObject({
  id: publicIdSchema,
  title: z.string(),
  author: authorSchema,
  authorId: publicIdSchema.optional(),
  isOwner: z.boolean(),
  media: z.array(mediaItemSchema),
  createdAt: z.iso.datetime(),
});
export type ReferralsItem = z.infer<typeof referralsItemSchema>;

export const referralsItemsSchema = z.strictObject({ items: z.array(referralsItemSchema) });
export type ReferralsItems = z.infer<typeof referralsItemsSchema>;
