import type { MediaClient, Outbox, PeopleProjection, ServiceContext } from '@campusloop/service-kit';
import type { CommunitiesStore } from '../data/communities-store';

/**
 * Everything a communities use-case may touch: service-kit's logger and clock, the store, and the parts
 * every vertical shares (`createVerticalParts`: the people projection, the outbox; media's client).
 */
export interface CommunitiesContext extends ServiceContext {
  store: CommunitiesStore;
  people: PeopleProjection;
  outbox: Outbox;
  media: MediaClient;
}
