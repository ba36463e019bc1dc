import type { MediaClient, Outbox, PeopleProjection, ServiceContext } from '@campusloop/service-kit';
import type { NotificationsStore } from '../data/notifications-store';

/**
 * Everything a notifications use-case may touch: service-kit's logger and clock, the store, and the parts
 * every vertical shares (`createVerticalParts`: the people projection, the outbox; media's client).
 */
export interface NotificationsContext extends ServiceContext {
  store: NotificationsStore;
  people: PeopleProjection;
  outbox: Outbox;
  media: MediaClient;
}
