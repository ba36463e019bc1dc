import type { LikeResponse } from '@campusloop/contracts';
import type { Undo } from '@campusloop/web-platform';

type Likeable = { liked: boolean; likeCount: number };

/**
 * Spec §4 likes, for anything likeable (a post, an event, a comment): the cached item flips at once
 * (count ±1, never below 0), then takes `liked` and `likeCount` from the server's answer, or is put
 * back if the call fails. `patch` applies a recipe wherever the item is cached and returns the undo.
 */
export async function likeOptimistically<T extends Likeable>(
  patch: (recipe: (item: T) => void) => Undo,
  liked: boolean,
  answered: Promise<{ data: LikeResponse }>,
): Promise<void> {
  const undo = patch((item) => {
    if (item.liked === liked) return;
    item.liked = liked;
    item.likeCount = Math.max(0, item.likeCount + (liked ? 1 : -1));
  });
  try {
    const { data } = await answered;
    patch((item) => void Object.assign(item, data));
  } catch {
    undo();
  }
}
