import type { Logger, MediaClient, Outbox, PeopleProjection } from '@campusloop/service-kit';
import type { FeedStore } from '../data/feed-store';
import type { CommunityAccess } from './community-access';

/** Everything a feed use-case may touch. */
export interface FeedContext {
  store: FeedStore;
  media: MediaClient;
  communities: CommunityAccess;
  outbox: Outbox;
  /** Identity's current facts about authors (service-kit people projection). */
  people: Pick<PeopleProjection, 'loadPeople' | 'loadFresh'>;
  logger: Logger;
  now(): Date;
}
