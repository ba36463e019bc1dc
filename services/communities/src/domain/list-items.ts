import type { CommunitiesItems } from '@campusloop/contracts';
import { authorIdsToLoad } from '@campusloop/service-kit';
import type { CommunitiesContext } from './communities-context';
import { presentItem } from './present-item';

/** The newest items first (at most `size`), as `viewerId` sees them; authors from the people projection. */
export async function listItems(
  ctx: CommunitiesContext,
  viewerId: string | undefined,
  size: number,
): Promise<CommunitiesItems> {
  const items = await ctx.store.newestItems(size);
  const people = await ctx.people.loadPeople(authorIdsToLoad(items, viewerId));
  return { items: items.map((item) => presentItem(item, viewerId, people)) };
}
