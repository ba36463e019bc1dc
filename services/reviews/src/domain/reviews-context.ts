import type { MediaClient, Outbox, PeopleProjection, ServiceContext } from '@campusloop/service-kit';
import type { ReviewsStore } from '../data/reviews-store';

/**
 * Everything a reviews use-case may touch: service-kit's logger and clock, the store, and the parts
 * every vertical shares (`createVerticalParts`: the people projection, the outbox; media's client).
 */
export interface ReviewsContext extends ServiceContext {
  store: ReviewsStore;
  people: PeopleProjection;
  outbox: Outbox;
  media: MediaClient;
}
