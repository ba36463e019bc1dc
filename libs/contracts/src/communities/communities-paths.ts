// Zod-free (front ends import it): every communities path template, relative to /api/v1.
const COMMUNITIES = '/communities';
const COMMUNITY = `${COMMUNITIES}/{communityId}` as const;

export const COMMUNITIES_PATHS = {
  /** Public communities; with `?universityId` the campus communities of that university. */
  list: COMMUNITIES,
  mine: '/users/me/activity/communities',
  joined: `${COMMUNITIES}/joined`,
  community: COMMUNITY,
  join: `${COMMUNITY}/join`,
  leave: `${COMMUNITY}/leave`,
} as const;
