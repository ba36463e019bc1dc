import {
  REVIEWS_EVENT_TYPES,
  ratingCreatedPayloadSchema,
  ratingDeletedPayloadSchema,
  ratingModeratedPayloadSchema,
} from '@campusloop/contracts';
import { eventHandler, type EventHandlers } from '@campusloop/service-kit';
import type { ReferralsStore } from '../data/referrals-store';

/**
 * Reviews' rating events ("University Rated"): each rating is a row, a deletion its tombstone; a
 * moderator's block or unblock a row per moderation version (the highest decides; a blocked rating
 * counts as deleted). Duplicates and any order of delivery end in the same state.
 */
export function ratingEventHandlers(store: ReferralsStore): EventHandlers {
  return {
    [REVIEWS_EVENT_TYPES.ratingCreated]: eventHandler(ratingCreatedPayloadSchema, ({ ratingId, userId, universityId }) =>
      store.ratingCreated(ratingId, userId, universityId),
    ),
    [REVIEWS_EVENT_TYPES.ratingDeleted]: eventHandler(ratingDeletedPayloadSchema, ({ ratingId, userId, universityId }) =>
      store.ratingDeleted(ratingId, userId, universityId),
    ),
    [REVIEWS_EVENT_TYPES.ratingBlocked]: eventHandler(ratingModeratedPayloadSchema, ({ ratingId, userId, moderationVersion }) =>
      store.ratingModerated({ ratingId, userId, moderationVersion, blocked: true }),
    ),
    [REVIEWS_EVENT_TYPES.ratingUnblocked]: eventHandler(ratingModeratedPayloadSchema, ({ ratingId, userId, moderationVersion }) =>
      store.ratingModerated({ ratingId, userId, moderationVersion, blocked: false }),
    ),
  };
}
