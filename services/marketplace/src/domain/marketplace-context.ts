import type { MediaClient, Outbox, PeopleProjection, ServiceContext } from '@campusloop/service-kit';
import type { MarketplaceStore } from '../data/marketplace-store';

/** What deleting a listing needs of its discussion (app.ts wires the shared kit's removeTarget). */
export interface DiscussionCleanup {
  removeAllFor(listingId: string): Promise<void>;
}

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
}
