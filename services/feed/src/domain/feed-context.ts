import type { Logger, MediaClient, Outbox } from '@campusloop/service-kit';
import type { FeedStore } from '../data/feed-store';
import type { CommunityAccess } from './community-access';

/** Everything a feed use-case may touch. */
export interface FeedContext {
  store: FeedStore;
  media: MediaClient;
  communities: CommunityAccess;
  outbox: Outbox;
  logger: Logger;
  now(): Date;
}
