import type { CampusEvent } from '@campusloop/contracts';
import { createEntityCache } from '@campusloop/owned-item-web';
import type { EventListKey, EventRef } from './event-lists';
import { eventsApi } from './events-api';

/** Events wherever they are cached: every list holding one (upcoming, past, mine) and its details. */
export const eventCache = createEntityCache<CampusEvent, EventListKey, EventRef>({
  api: eventsApi,
  lists: ['getEvents'],
  detail: 'getEvent',
  detailId: (ref) => ref.eventId,
});
