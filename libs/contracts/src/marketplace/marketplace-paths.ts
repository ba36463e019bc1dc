// Zod-free (front ends import it): every marketplace path template, relative to /api/v1.
import { commentModerationPaths } from '../discussion/comment-moderation-paths';
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
  /** Reports of questions and answers and their desk (`commentReport`, `commentQueue`, … `commentAuthorRestriction`). */
  ...commentModerationPaths(LISTING, MODERATION_DESKS.listingComment.desk),
} as const;
