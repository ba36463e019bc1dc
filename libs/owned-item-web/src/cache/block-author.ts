import { IDENTITY_PATHS, fillPath } from '@campusloop/contracts';
import type { CacheTools } from '@campusloop/web-platform';
import type { EntityCache } from './entity-cache';

/** How long a block takes to reach the vertical's service (identity's outbox event): then its lists are read again. */
export const BLOCK_REACHES_SERVICES_MS = 3_000;

/** `PUT /users/me/blocks/{userId}` (identity, issue 28) as an RTK Query request of a vertical's block mutation. */
export const blockUserRequest = (userId: string) => ({
  url: fillPath(IDENTITY_PATHS.blockedUser, { userId }),
  method: 'PUT' as const,
});

/**
 * What a vertical's 'Block user' mutation does once identity answered (its `onQueryStarted`): the
 * blocked user's items (`authorOf`) leave every cached list of `cache` at once, and `refresh` (the
 * vertical's lists invalidated) runs once the block has reached the vertical's service, which from then
 * on leaves them out itself. Nothing changes when the block failed.
 */
export async function dropBlockedAuthor<T extends { id: string }>(
  tools: CacheTools & { queryFulfilled: Promise<unknown> },
  cache: Pick<EntityCache<T>, 'removeWhere'>,
  userId: string,
  authorOf: (item: T) => string | null | undefined,
  refresh: () => void,
): Promise<void> {
  const stored = await tools.queryFulfilled.then(
    () => true,
    () => false,
  );
  if (!stored) return;
  cache.removeWhere(tools, (item) => authorOf(item) === userId);
  setTimeout(refresh, BLOCK_REACHES_SERVICES_MS);
}
