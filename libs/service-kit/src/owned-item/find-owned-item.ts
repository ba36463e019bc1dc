import { ErrorCode } from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import { signedInUser } from '../auth/authenticate';
import { AppError } from '../errors/app-error';

export interface FindOwnedItemOptions<T> {
  /** The item the path names, or null when there is none (here: e.g. an event of another campus is none). */
  load(): Promise<T | null>;
  /** 404 text when there is none. */
  notFoundMessage: string;
  /**
   * A removed item that stays as a tombstone (events' cancelled events): answered 410 GONE with
   * `goneMessage` instead of being handed on. Without it, whatever `load` finds is there.
   */
  gone?: { when(item: T): boolean; message: string };
  /** The vertical's say on whether this viewer may act on the item (its 401/403), once it is found. */
  authorize?(item: T): unknown;
}

/**
 * Find or 404/410, the start of every read, edit and delete of an owned item: loads the item, answers
 * 404 when there is none (a signed-out caller gets the 401 'Session expired...' instead, the same
 * answer a campus item gives it, so visitors cannot probe which ids exist — issue 17), 410 when
 * `gone` says it was removed, then runs the vertical's `authorize`. Feed's posts (404 only), events
 * (410 for a cancelled event) and the discussion kit's targets start here.
 */
export async function findOwnedItem<T>(
  viewer: AuthUser | undefined,
  options: FindOwnedItemOptions<T>,
): Promise<T> {
  const item = await options.load();
  if (item === null) {
    signedInUser(viewer);
    throw AppError.notFound(options.notFoundMessage);
  }
  if (options.gone?.when(item)) throw new AppError(410, ErrorCode.GONE, options.gone.message);
  await options.authorize?.(item);
  return item;
}
