import { z } from 'zod';
import { authorSchema } from '../discussion/authored-item';
import { publicIdSchema } from '../ids';
import { mediaItemSchema } from '../media/media-item';

export const MARKETPLACE_TITLE_MAX = 120;
export const MARKETPLACE_PAGE_SIZE = 20;

/** What a signed-in user sends to add a marketplace item (the author is the caller, never the body). */
export const createMarketplaceItemRequestSchema = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(MARKETPLACE_TITLE_MAX, `Title must be at most ${MARKETPLACE_TITLE_MAX} characters`),
});
export type CreateMarketplaceItemRequest = z.infer<typeof createMarketplaceItemRequestSchema>;

export const marketplaceItemsQuerySchema = z.strictObject({
  size: z.coerce.number().int().min(1).max(50).default(MARKETPLACE_PAGE_SIZE),
});

export const marketplaceItemParamsSchema = z.object({ itemId: publicIdSchema });

/** A marketplace item as a viewer sees it (service-kit's `presentAuthorship`: author, isOwner). */
export const marketplaceItemSchema = z.strictObject({
  id: publicIdSchema,
  title: z.string(),
  author: authorSchema,
  authorId: publicIdSchema.optional(),
  isOwner: z.boolean(),
  media: z.array(mediaItemSchema),
  createdAt: z.iso.datetime(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

export const marketplaceItemsSchema = z.strictObject({ items: z.array(marketplaceItemSchema) });
export type MarketplaceItems = z.infer<typeof marketplaceItemsSchema>;
