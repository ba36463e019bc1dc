import { useCallback, useMemo } from 'react';
import { EVENT_PATHS, fillPath, type CampusEvent } from '@campusloop/contracts';
import {
  createDiscussionApi,
  DiscussionSection,
  useGetDiscussionCommentsInfiniteQuery,
} from '@campusloop/discussion-web';
import { useAppStore } from '@campusloop/web-platform';
import { eventCache } from '../../api/event-cache';

/** Spec §6/§7: event comments live under the user's own university: /universities/{uid}/events/{id}/comments. */
export const eventDiscussion = createDiscussionApi((universityId: string, eventId: string) =>
  fillPath(EVENT_PATHS.event, { universityId, eventId }),
);

/** 'Discussion (n)'. */
export function discussionHeading(count: number | null): string {
  return count === null ? 'Discussion' : `Discussion (${count})`;
}

type EventDiscussionProps = { event: Pick<CampusEvent, 'id' | 'universityId' | 'commentCount'> };

/**
 * The Discussion of an event (spec §2): comments with replies and likes from the shared discussion
 * kit. n is the event's commentCount, kept in step in every cached copy of the event as comments
 * are added (+1 once the server took it) and deleted (-1 at once, undone if the delete fails).
 */
export function EventDiscussion({ event }: EventDiscussionProps) {
  const target = useMemo(
    // The events service takes reports of comments: each comment of someone else offers Report.
    () => eventDiscussion.targetWith({ useLastFlag: false, reports: true }, event.universityId, event.id),
    [event.universityId, event.id],
  );
  const store = useAppStore();
  const onCommentCountChange = useCallback(
    (delta: 1 | -1) =>
      eventCache.patch(store, event.id, (cached) => {
        // Without a count from the server the list's own total (moved by the kit) is shown instead.
        if (cached.commentCount !== undefined) cached.commentCount = Math.max(0, cached.commentCount + delta);
      }),
    [store, event.id],
  );
  // An event answered without commentCount (older service) counts the loaded list instead.
  const { data } = useGetDiscussionCommentsInfiniteQuery(target, { skip: event.commentCount !== undefined });
  const count = event.commentCount ?? data?.pages[0]?.totalElements ?? null;
  const texts = useMemo(
    () => ({ heading: discussionHeading(count), empty: 'No comments yet. Start the discussion!' }),
    [count],
  );
  return <DiscussionSection target={target} texts={texts} onCommentCountChange={onCommentCountChange} />;
}
