import type { KeyedLock } from '../data/keyed-lock';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/logger';
import { requireOwner } from './require-owner';

export interface OwnedItemChange<T> {
  /** The signed-in caller. */
  userId: string;
  /** Find or 404/410 (usually `findOwnedItem`). */
  find(): Promise<T>;
  /** Who owns the item (`authorId`, `ownerId`, ...). */
  ownerOf(item: T): string;
  /** 403 text for someone else's item, e.g. 'You can only edit your own events.'. */
  forbiddenMessage: string;
  /** Find, the owner check and the change run under this key (e.g. the item's document lock). */
  lock?: { lock: KeyedLock; key: string };
}

/**
 * Owner-only edit: finds the item (its 404/410), answers 403 with the vertical's text unless the
 * caller owns it (`requireOwner`, the one ownership rule), then runs `change` — all under the item's
 * lock when one is given, so the checks hold for the write. Answers what `change` answers.
 */
export async function changeOwnedItem<T, R>(
  options: OwnedItemChange<T>,
  change: (item: T) => Promise<R>,
): Promise<R> {
  const run = async () => {
    const item = await options.find();
    requireOwner(options.ownerOf(item), options.userId, options.forbiddenMessage);
    return change(item);
  };
  return options.lock ? options.lock.lock.run(options.lock.key, run) : run();
}

export interface OwnedItemDelete<T> extends OwnedItemChange<T> {
  /**
   * The write that removes the item (a delete, or a tombstone); it decides a race between two
   * deletes: false means someone else removed it first, answered 404 with `notFoundMessage`.
   */
  remove(item: T): Promise<boolean>;
  notFoundMessage: string;
  /** What goes with the item once it is removed (its discussion, media, ...), run after the lock. */
  cleanups(item: T): Array<Promise<unknown>>;
  logger: Logger;
  /** Names the item in the log line of a failed cleanup, e.g. `{ eventId }`. */
  logFields(item: T): Record<string, unknown>;
}

/**
 * Owner-only delete: `changeOwnedItem` with `remove` as the change, then every cleanup at once,
 * outside the lock (a cleanup may take the item's lock itself, e.g. the discussion kit's counter).
 * The item is gone for everyone once `remove` answered, so a failed cleanup is logged, never
 * answered. Answers the removed item.
 */
export async function deleteOwnedItem<T>(options: OwnedItemDelete<T>): Promise<T> {
  const removed = await changeOwnedItem(options, async (item) => {
    if (!(await options.remove(item))) throw AppError.notFound(options.notFoundMessage);
    return item;
  });
  const results = await Promise.allSettled(options.cleanups(removed));
  for (const result of results) {
    if (result.status === 'rejected') {
      options.logger.error(
        { err: result.reason, ...options.logFields(removed) },
        'cleanup after a delete failed',
      );
    }
  }
  return removed;
}
