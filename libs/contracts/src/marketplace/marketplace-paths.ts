// Zod-free (front ends import it): every marketplace path template, relative to /api/v1.
import { discussionPaths } from '../discussion/discussion-paths';
import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { moderationPaths } from '../moderation/moderation-paths';

const MARKET = '/universities/{universityId}/market';
const LISTING = `${MARKET}/{listingId}` as const;

export const MARKETPLACE_PATHS = {
  campus: MARKET,
  mine: '/users/me/activity/listings',
  listing: LISTING,
  sold: `${LISTING}/sold`,
  ...discussionPaths(LISTING),
  /** Reports and the moderators' desk (`report`, `queue`, `block`, `unblock`, `dismiss`, `audit`). */
  ...moderationPaths(LISTING, MODERATION_DESKS.listing.desk),
} as const;
