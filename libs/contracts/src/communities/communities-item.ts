import { z } from 'zod';
import { authorSchema } from '../discussion/authored-item';
import { publicIdSchema } from '../ids';
import { mediaItemSchema } from '../media/media-item';

export const COMMUNITIES_TITLE_MAX = 120;
export const COMMUNITIES_PAGE_SIZE = 20;

/** What a signed-in user sends to add a communities item (the author is the caller, never the body). */
export const createCommunitiesItemRequestSchema = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(COMMUNITIES_TITLE_MAX, `Title must be at most ${COMMUNITIES_TITLE_MAX} characters`),
});
export type CreateCommunitiesItemRequest = z.infer<typeof createCommunitiesItemRequestSchema>;

export const communitiesItemsQuerySchema = z.strictObject({
  size: z.coerce.number().int().min(1).max(50).default(COMMUNITIES_PAGE_SIZE),
});

export const communitiesItemParamsSchema = z.object({ itemId: publicIdSchema });

/** A communities item as a viewer sees it (service-kit's `presentAuthorship`: author, isOwner). */
export const communitiesItemSchema = z.strictObject({
  id: publicIdSchema,
  title: z.string(),
  author: authorSchema,
  authorId: publicIdSchema.optional(),
  isOwner: z.boolean(),
  media: z.array(mediaItemSchema),
  createdAt: z.iso.datetime(),
});
export type CommunitiesItem = z.infer<typeof communitiesItemSchema>;

export const communitiesItemsSchema = z.strictObject({ items: z.array(communitiesItemSchema) });
export type CommunitiesItems = z.infer<typeof communitiesItemsSchema>;
