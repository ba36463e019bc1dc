import type { Discussion } from '@campusloop/discussion-server';
import type { MediaClient, Outbox, PeopleProjection, ServiceContext, UserBlocks } from '@campusloop/service-kit';
import type { FeedStore } from '../data/feed-store';
import type { CommunityAccess } from './community-access';

/** Everything a feed use-case may touch. */
export interface FeedContext extends ServiceContext {
  store: FeedStore;
  media: MediaClient;
  communities: CommunityAccess;
  outbox: Outbox;
  /** Identity's current facts about authors (service-kit people projection). */
  people: Pick<PeopleProjection, 'loadPeople' | 'loadFresh'>;
  /** Comments, replies and likes of posts (the discussion kit; post-discussion-target.ts is the port). */
  discussion: Pick<Discussion, 'likedIds' | 'removeTarget'>;
  /** Who blocked whom (service-kit, issue 28): a blocker never reads the blocked user's posts, anonymous ones included. */
  blocks: Pick<UserBlocks, 'withoutBlocked' | 'isBlocked'>;
}
