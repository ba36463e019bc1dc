// Zod-free (front ends import it): every reviews path template, relative to /api/v1. The university
// catalogue and /universities/{id}/details are identity's (IDENTITY_PATHS); the gateway routes only
// these to reviews (tools/verticals/verticals.json sharedRoutes).
import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { moderationPaths } from '../moderation/moderation-paths';

const RATINGS = '/universities/{universityId}/ratings';
const RATING = `${RATINGS}/{ratingId}` as const;

export const REVIEWS_PATHS = {
  ratings: RATINGS,
  rating: RATING,
  mine: '/users/me/activity/ratings',
  /** Reports of ratings and the moderators' desk (`report`, `queue`, `block`, `unblock`, `dismiss`, `audit`), issue 28. */
  ...moderationPaths(RATING, MODERATION_DESKS.rating.desk),
} as const;
