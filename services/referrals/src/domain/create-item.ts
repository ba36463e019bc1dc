import type { CreateReferralsItemRequest, ReferralsItem } from '@campusloop/contracts';
import { authorSnapshot, newAuthoredItem, releaseMedia, type AuthUser } from '@campusloop/service-kit';
import type { ItemDoc } from '../data/item-model';
import type { ReferralsContext } from './referrals-context';
import { ITEM_MEDIA_CONTEXT } from './item-media';
import { presentItem } from './present-item';

export const ITEM_CREATED = 'referrals.item.created';

/**
 * A signed-in user with a complete profile adds an item (service-kit's `newAuthoredItem`: profile
 * check, id, media); the author is the caller, never something the client sends. `referrals.item.created`
 * is stored in the outbox with the item; if the write fails, media is released.
 */
export async function createItem(
  ctx: ReferralsContext,
  user: AuthUser,
  input: CreateReferralsItemRequest,
): Promise<ReferralsItem> {
  const authored = await newAuthoredItem(ctx, user, {
    context: ITEM_MEDIA_CONTEXT,
    descriptors: [],
    isAnonymous: false,
  });
  const item: ItemDoc = {
    _id: authored.id,
    title: input.title,
    authorId: user.id,
    author: authorSnapshot(user, authored.person),
    isAnonymous: false,
    media: authored.media,
    createdAt: ctx.now(),
  };
  try {
    await ctx.outbox.record(
      () => ctx.store.insertItem(item),
      [{ type: ITEM_CREATED, payload: { itemId: item._id, authorId: user.id } }],
    );
  } catch (error) {
    await releaseMedia(ctx, ITEM_MEDIA_CONTEXT, item._id);
    throw error;
  }
  const people = authored.person ? new Map([[user.id, authored.person]]) : new Map();
  return presentItem(item, user.id, people);
}
