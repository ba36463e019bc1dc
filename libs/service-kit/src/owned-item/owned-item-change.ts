import type { AuthUser } from '../auth/access-claims';
import type { OwnedItemChange } from './change-owned-item';
import { findOwnedItem, type FindOwnedItemOptions } from './find-owned-item';

export type OwnedItemChangeOptions<T> = FindOwnedItemOptions<T> &
  Pick<OwnedItemChange<T>, 'ownerOf' | 'forbiddenMessage' | 'lock'>;

/**
 * The owner-only change of the item `load` finds, for `changeOwnedItem` / `deleteOwnedItem`: found
 * with `findOwnedItem` (its 404/410 as given), then the owner check with `forbiddenMessage`, under
 * `lock` when given. Communities and reviews build their edits and deletes with it.
 */
export function ownedItemChange<T>(
  user: AuthUser,
  { ownerOf, forbiddenMessage, lock, ...find }: OwnedItemChangeOptions<T>,
): OwnedItemChange<T> {
  return {
    userId: user.id,
    find: () => findOwnedItem(user, find),
    ownerOf,
    forbiddenMessage,
    ...(lock ? { lock } : {}),
  };
}
