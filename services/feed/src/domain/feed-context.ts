import type { Logger, Outbox } from '@campusloop/service-kit';
import type { FeedStore } from '../data/feed-store';
import type { CommunityAccess } from './community-access';
import type { MediaPort } from './media-port';

/** Everything a feed use-case may touch. */
export interface FeedContext {
  store: FeedStore;
  media: MediaPort;
  communities: CommunityAccess;
  outbox: Outbox;
  logger: Logger;
  now(): Date;
}
