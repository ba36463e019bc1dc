import { useCallback, useMemo } from 'react';
import { LISTING_MESSAGES, MARKETPLACE_PATHS, fillPath, type Listing } from '@campusloop/contracts';
import { createDiscussionApi, DiscussionSection } from '@campusloop/discussion-web';
import { useAppStore } from '@campusloop/web-platform';
import { listingCache } from '../../api/listing-cache';
import { listingCommentErrorMessage } from '../../api/listing-error-messages';

/** Spec §6/§7: listing questions live under the user's own university: /universities/{uid}/market/{id}/comments. */
export const listingDiscussion = createDiscussionApi((universityId: string, listingId: string) =>
  fillPath(MARKETPLACE_PATHS.listing, { universityId, listingId }),
);

/** 'Discussion (n)'. */
export const discussionHeading = (count: number): string => `Discussion (${count})`;

type ListingDiscussionProps = { listing: Pick<Listing, 'id' | 'universityId' | 'commentCount'> };

/**
 * The Q&A of a listing (spec §2): questions with answers and likes from the shared discussion kit,
 * 'Ask a question about this item…' and 'No questions yet. Be the first to ask about this item!'. n is
 * the listing's commentCount, kept in step in every cached copy as questions are added and deleted.
 */
export function ListingDiscussion({ listing }: ListingDiscussionProps) {
  const target = useMemo(
    // The marketplace takes reports of questions and answers: each of someone else's offers Report.
    () => listingDiscussion.targetWith({ useLastFlag: false, reports: true }, listing.universityId, listing.id),
    [listing.universityId, listing.id],
  );
  const store = useAppStore();
  const onCommentCountChange = useCallback(
    (delta: 1 | -1) =>
      listingCache.patch(store, listing.id, (cached) => {
        cached.commentCount = Math.max(0, cached.commentCount + delta);
      }),
    [store, listing.id],
  );
  const texts = useMemo(
    () => ({
      heading: discussionHeading(listing.commentCount),
      empty: LISTING_MESSAGES.noQuestions,
      commentLabel: 'Ask a question',
      commentPlaceholder: LISTING_MESSAGES.commentPlaceholder,
      loadMore: 'Load More Questions',
      loading: 'Loading questions...',
      anonymousComment: 'Ask anonymously',
      addFailed: listingCommentErrorMessage,
    }),
    [listing.commentCount],
  );
  return <DiscussionSection target={target} texts={texts} onCommentCountChange={onCommentCountChange} />;
}
