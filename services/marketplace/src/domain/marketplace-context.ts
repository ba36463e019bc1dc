import type { DiscussionCleanup } from '@campusloop/discussion-server';
import type { MediaClient, Outbox, PeopleProjection, ServiceContext, UserBlocks } from '@campusloop/service-kit';
import type { MarketplaceStore } from '../data/marketplace-store';

/**
 * Everything a marketplace use-case may touch: service-kit's logger and clock, the store, and the parts
 * every vertical shares (`createVerticalParts`: the people projection, the outbox; media's client).
 */
export interface MarketplaceContext extends ServiceContext {
  store: MarketplaceStore;
  people: PeopleProjection;
  outbox: Outbox;
  media: MediaClient;
  discussion: DiscussionCleanup;
  /**
   * Who blocked whom (service-kit, issue 28): a blocker's campus lists leave the blocked seller's listings
   * out, and such a listing (its page, its questions) is not found for them.
   */
  blocks: Pick<UserBlocks, 'withoutBlocked' | 'unlessBlocked'>;
}
