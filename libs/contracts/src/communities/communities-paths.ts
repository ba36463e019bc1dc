// Zod-free (front ends import it): every communities path template, relative to /api/v1.
import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { moderationPaths } from '../moderation/moderation-paths';

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
  /** Reports of communities and the moderators' desk (`report`, `queue`, `block`, `unblock`, `dismiss`, `audit`), issue 28. */
  ...moderationPaths(COMMUNITY, MODERATION_DESKS.community.desk),
} as const;
