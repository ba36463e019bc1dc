import {
  REVIEWS_EVENT_TYPES,
  ratingCreatedPayloadSchema,
  ratingDeletedPayloadSchema,
} from '@campusloop/contracts';
import { eventHandler, type EventHandlers } from '@campusloop/service-kit';
import type { ReferralsStore } from '../data/referrals-store';

/**
 * Reviews' rating events ("University Rated"): each rating is a row, a deletion its tombstone, so
 * duplicates and any order of delivery end in the same state.
 */
export function ratingEventHandlers(store: ReferralsStore): EventHandlers {
  return {
    [REVIEWS_EVENT_TYPES.ratingCreated]: eventHandler(ratingCreatedPayloadSchema, ({ ratingId, userId, universityId }) =>
      store.ratingCreated(ratingId, userId, universityId),
    ),
    [REVIEWS_EVENT_TYPES.ratingDeleted]: eventHandler(ratingDeletedPayloadSchema, ({ ratingId, userId, universityId }) =>
      store.ratingDeleted(ratingId, userId, universityId),
    ),
  };
}
