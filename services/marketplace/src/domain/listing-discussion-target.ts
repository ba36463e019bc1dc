import { campusDiscussionTarget, type DiscussionTargetPort } from '@campusloop/discussion-server';
import {
  LISTING_MESSAGES,
  MARKETPLACE_EVENT_TYPES,
  PROFILE_INCOMPLETE_COMMENT_MESSAGE,
  type ListingCommentRepliedPayload,
  type ListingCommentedPayload,
} from '@campusloop/contracts';
import type { UserBlocks } from '@campusloop/service-kit';
import type { ListingDoc } from '../data/listing-model';
import type { MarketplaceStore } from '../data/marketplace-store';
import { isVisibleTo } from './find-listing';

function listingContext(listing: ListingDoc) {
  return { listingId: listing._id, universityId: listing.universityId, listingTitle: listing.title };
}

/**
 * Listings as discussion targets (the shared discussion kit's port): the Q&A of
 * `/universities/:universityId/market/:listingId` (the user's own university id in the path, spec §6;
 * a listing of another university is not found, a blocked one is not found for anyone but its seller),
 * the campus rule for reading and writing, the stored question count, and the `listing.commented`
 * (MARKETPLACE) / `comment.replied` (COMMENT, target listing) events of
 * libs/contracts/src/marketplace/listing-outbox.ts (anonymous-safe actor, never for one's own listing
 * or comment).
 */
export function listingDiscussionTarget(
  store: MarketplaceStore,
  /** Who blocked whom: the questions of a listing whose seller the viewer blocked are not found for them. */
  blocks?: Pick<UserBlocks, 'unlessBlocked'>,
): DiscussionTargetPort<ListingDoc> {
  return campusDiscussionTarget({
    type: 'LISTING',
    field: 'listingId',
    find: (listingId) => store.findListing(listingId),
    visibleTo: isVisibleTo,
    ...(blocks ? { blocks } : {}),
    ownerId: (listing) => listing.sellerId,
    bumpCommentCount: (listingId, delta) => store.bumpCommentCount(listingId, delta),
    messages: { notFound: LISTING_MESSAGES.notFound, profileIncomplete: PROFILE_INCOMPLETE_COMMENT_MESSAGE },
    events: {
      commented: (listing, { commentId, ownerId, actor, excerpt }) => ({
        type: MARKETPLACE_EVENT_TYPES.listingCommented,
        payload: {
          category: 'MARKETPLACE',
          ...listingContext(listing),
          commentId,
          listingOwnerId: ownerId,
          commenter: actor,
          excerpt,
        } satisfies ListingCommentedPayload,
      }),
      replied: (listing, { commentId, parentCommentId, parentOwnerId, actor, excerpt }) => ({
        type: MARKETPLACE_EVENT_TYPES.listingCommentReplied,
        payload: {
          category: 'COMMENT',
          target: 'listing',
          ...listingContext(listing),
          commentId,
          parentCommentId,
          parentOwnerId,
          replier: actor,
          excerpt,
        } satisfies ListingCommentRepliedPayload,
      }),
    },
  });
}
