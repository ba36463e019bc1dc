import { z } from 'zod';
import { authorSchema } from '../discussion/authored-item';
import { publicIdSchema } from '../ids';
import { mediaItemSchema } from '../media/media-item';

export const NOTIFICATIONS_TITLE_MAX = 120;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** What a signed-in user sends to add a notifications item (the author is the caller, never the body). */
export const createNotificationsItemRequestSchema = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(NOTIFICATIONS_TITLE_MAX, `Title must be at most ${NOTIFICATIONS_TITLE_MAX} characters`),
});
export type CreateNotificationsItemRequest = z.infer<typeof createNotificationsItemRequestSchema>;

export const notificationsItemsQuerySchema = z.strictObject({
  size: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationsItemParamsSchema = z.object({ itemId: publicIdSchema });

/** A notifications item as a viewer sees it (service-kit's `presentAuthorship`: author, isOwner). */
export const notificationsItemSchema = z.strictObject({
  id: publicIdSchema,
  title: z.string(),
  author: authorSchema,
  authorId: publicIdSchema.optional(),
  isOwner: z.boolean(),
  media: z.array(mediaItemSchema),
  createdAt: z.iso.datetime(),
});
export type NotificationsItem = z.infer<typeof notificationsItemSchema>;

export const notificationsItemsSchema = z.strictObject({ items: z.array(notificationsItemSchema) });
export type NotificationsItems = z.infer<typeof notificationsItemsSchema>;
