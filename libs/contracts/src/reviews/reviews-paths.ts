// Zod-free (front ends import it): every reviews path template, relative to /api/v1. The university
// catalogue and /universities/{id}/details are identity's (IDENTITY_PATHS); the gateway routes only
// these to reviews (tools/verticals/verticals.json sharedRoutes).
const RATINGS = '/universities/{universityId}/ratings';

export const REVIEWS_PATHS = {
  ratings: RATINGS,
  rating: `${RATINGS}/{ratingId}`,
  mine: '/users/me/activity/ratings',
} as const;
