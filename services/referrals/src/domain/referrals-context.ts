import type { MediaClient, Outbox, PeopleProjection, ServiceContext } from '@campusloop/service-kit';
import type { ReferralsStore } from '../data/referrals-store';

/**
 * Everything a referrals use-case may touch: service-kit's logger and clock, the store, and the parts
 * every vertical shares (`createVerticalParts`: the people projection, the outbox; media's client).
 */
export interface ReferralsContext extends ServiceContext {
  store: ReferralsStore;
  people: PeopleProjection;
  outbox: Outbox;
  media: MediaClient;
}
