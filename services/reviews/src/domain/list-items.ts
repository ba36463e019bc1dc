import type { ReviewsItems } from '@campusloop/contracts';
import { authorIdsToLoad } from '@campusloop/service-kit';
import type { ReviewsContext } from './reviews-context';
import { presentItem } from './present-item';

/** The newest items first (at most `size`), as `viewerId` sees them; authors from the people projection. */
export async function listItems(
  ctx: ReviewsContext,
  viewerId: string | undefined,
  size: number,
): Promise<ReviewsItems> {
  const items = await ctx.store.newestItems(size);
  const people = await ctx.people.loadPeople(authorIdsToLoad(items, viewerId));
  return { items: items.map((item) => presentItem(item, viewerId, people)) };
}
