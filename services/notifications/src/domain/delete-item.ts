import { AppError, releaseMedia, requireOwner, type AuthUser } from '@campusloop/service-kit';
import type { NotificationsContext } from './notifications-context';
import { ITEM_MEDIA_CONTEXT } from './item-media';

export const ITEM_NOT_FOUND = 'Item not found.';
export const NOT_YOUR_ITEM = 'You can only delete your own items.';

/** Only its author deletes an item (service-kit's `requireOwner`); its media is released afterwards. */
export async function deleteItem(ctx: NotificationsContext, user: AuthUser, itemId: string): Promise<void> {
  const item = await ctx.store.findItem(itemId);
  if (!item) throw AppError.notFound(ITEM_NOT_FOUND);
  requireOwner(item.authorId, user.id, NOT_YOUR_ITEM);
  await ctx.store.deleteItem(itemId);
  await releaseMedia(ctx, ITEM_MEDIA_CONTEXT, itemId);
}
