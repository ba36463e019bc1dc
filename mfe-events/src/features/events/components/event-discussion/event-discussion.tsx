import { useMemo } from 'react';
import type { CampusEvent } from '@campusloop/contracts';
import {
  createDiscussionApi,
  DiscussionSection,
  useGetDiscussionCommentsInfiniteQuery,
} from '@campusloop/discussion-web';

/** Spec §6/§7: event comments live under the user's own university: /universities/{uid}/events/{id}/comments. */
export const eventDiscussion = createDiscussionApi(
  (universityId: string, eventId: string) => `/universities/${universityId}/events/${eventId}`,
);

/** 'Discussion (n)': n is the server's count of the event's comments, kept in step by the kit's cache. */
export function discussionHeading(count: number | null): string {
  return count === null ? 'Discussion' : `Discussion (${count})`;
}

/** The Discussion of an event (spec §2): comments with replies and likes from the shared discussion kit. */
export function EventDiscussion({ event }: { event: Pick<CampusEvent, 'id' | 'universityId'> }) {
  const target = useMemo(() => eventDiscussion.target(event.universityId, event.id), [event.universityId, event.id]);
  const { data } = useGetDiscussionCommentsInfiniteQuery(target);
  const count = data?.pages[0]?.totalElements ?? null;
  const texts = useMemo(
    () => ({
      heading: discussionHeading(count),
      empty: 'No comments yet. Start the discussion!',
    }),
    [count],
  );
  return <DiscussionSection target={target} texts={texts} />;
}
