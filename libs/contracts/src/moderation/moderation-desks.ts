// Zod-free (front ends import it): every moderators' desk, the one list the moderators' screen reads.

/**
 * How a desk's 'Restrict author' reaches the account:
 * - `account`: the queue answers the item's `authorId`, and identity's
 *   `PUT /moderation/accounts/{userId}/restriction` restricts it;
 * - `sealed`: the item may be anonymous, so the queue never answers its author; the vertical's
 *   `PUT/DELETE {desk}/items/{itemId}/author-restriction` (contracts `authorRestrictionRouteSpecs`)
 *   resolves the item to its author and restricts that account, answering only `restrictedUntil`;
 * - `none`: the desk offers no such action.
 */
export type RestrictAuthorRoute = 'account' | 'sealed' | 'none';

/** One kind of item with a moderators' desk (contracts' `moderationRouteSpecs` in its vertical's routes). */
export interface ModerationDesk {
  /** The kit's `itemType`, as the queue and the audit log name it. */
  itemType: string;
  /** The moderators' screen's tab. */
  label: string;
  /** What one item is called ('listing'). */
  noun: string;
  /** Where its moderators work, relative to /api/v1 (`moderationPaths`' desk). */
  desk: string;
  restrictAuthor: RestrictAuthorRoute;
}

/**
 * Every desk, in the screen's order. A vertical that mounts the moderation kit takes its `desk` from
 * here (its paths and route contract), and a test fails while a contract has a desk this list lacks.
 */
export const MODERATION_DESKS = {
  listing: {
    itemType: 'listing',
    label: 'Listings',
    noun: 'listing',
    desk: '/marketplace/moderation',
    restrictAuthor: 'account',
  },
  post: {
    itemType: 'post',
    label: 'Posts',
    noun: 'post',
    desk: '/feed/moderation',
    restrictAuthor: 'sealed',
  },
  comment: {
    itemType: 'comment',
    label: 'Comments',
    noun: 'comment',
    desk: '/feed/comments/moderation',
    restrictAuthor: 'sealed',
  },
  event: {
    itemType: 'event',
    label: 'Events',
    noun: 'event',
    desk: '/events/moderation',
    restrictAuthor: 'account',
  },
  eventComment: {
    itemType: 'event-comment',
    label: 'Event comments',
    noun: 'comment',
    desk: '/events/comments/moderation',
    restrictAuthor: 'sealed',
  },
  community: {
    itemType: 'community',
    label: 'Communities',
    noun: 'community',
    desk: '/communities/moderation',
    restrictAuthor: 'account',
  },
  rating: {
    itemType: 'rating',
    label: 'Ratings',
    noun: 'rating',
    desk: '/reviews/moderation',
    restrictAuthor: 'account',
  },
  listingComment: {
    itemType: 'listing-comment',
    label: 'Listing questions',
    noun: 'comment',
    desk: '/marketplace/comments/moderation',
    restrictAuthor: 'sealed',
  },
} as const satisfies Record<string, ModerationDesk>;

export type ModerationDeskKey = keyof typeof MODERATION_DESKS;

export const MODERATION_DESK_LIST: readonly ModerationDesk[] = Object.values(MODERATION_DESKS);
