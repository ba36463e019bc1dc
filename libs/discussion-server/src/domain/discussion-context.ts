import type { MediaClient, Outbox, PeopleProjection, ServiceContext } from '@campusloop/service-kit';
import type { DiscussionStore } from '../data/discussion-store';

/** Everything a discussion use-case may touch (the consumer's store, media, outbox and people). */
export interface DiscussionContext extends ServiceContext {
  store: DiscussionStore;
  media: MediaClient;
  outbox: Outbox;
  /** Identity's current facts about authors (service-kit people projection). */
  people: Pick<PeopleProjection, 'loadPeople' | 'loadFresh'>;
}
