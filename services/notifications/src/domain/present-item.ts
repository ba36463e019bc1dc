import type { NotificationsItem } from '@campusloop/contracts';
import { presentAuthorship, type PeopleById } from '@campusloop/service-kit';
import type { ItemDoc } from '../data/item-model';

/** An item as `viewerId` sees it: service-kit's one authorship rule (author from the people projection, isOwner). */
export function presentItem(
  item: ItemDoc,
  viewerId: string | undefined,
  people: PeopleById,
): NotificationsItem {
  return {
    id: item._id,
    title: item.title,
    ...presentAuthorship(item, viewerId, people),
    createdAt: item.createdAt.toISOString(),
  };
}
