import type { ServiceContext } from '@campusloop/service-kit';
import type { NotificationsStore } from '../data/notifications-store';
import type { LiveHub } from '../live/live-hub';

/** Everything a notifications use-case may touch: service-kit's logger and clock, the store, the live channel. */
export interface NotificationsContext extends ServiceContext {
  store: NotificationsStore;
  live: LiveHub;
}
