import { AppError, releaseMedia, requireOwner, type AuthUser } from '@campusloop/service-kit';
import { EVENT_MESSAGES } from '@campusloop/contracts';
import { requireCampusStudent } from './campus-access';
import { eventLockKey, type EventsContext } from './events-context';
import { findEvent } from './find-event';

/**
 * DELETE /universities/{universityId}/events/{id}: the organizer deletes at any time. The event
 * first becomes a tombstone (cancelledAt, SEQUENCE + 1, who attended) — that write decides a race
 * with a second delete and makes every other route answer 410 — then its RSVPs, seats, waitlist,
 * reminder marks, discussion and cover go. The tombstone stays for calendar feeds (CANCELLED).
 */
export async function deleteEvent(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<void> {
  const user = requireCampusStudent(viewer, universityId);
  const deleted = await ctx.store.lock.run(eventLockKey(eventId), async () => {
    const doc = await findEvent(ctx, universityId, eventId);
    requireOwner(doc.ownerId, user.id, EVENT_MESSAGES.deleteForbidden);
    const attendees = await ctx.store.attendeeIds(eventId);
    if (!(await ctx.store.cancelEvent(eventId, ctx.now(), attendees))) {
      throw AppError.notFound(EVENT_MESSAGES.notFound);
    }
    return doc;
  });
  // Outside the event's lock: the discussion kit takes it for the comment counter.
  const cleanups = await Promise.allSettled([
    ctx.store.removeEventDependents(eventId),
    ctx.discussion.removeAllFor(eventId),
    deleted.cover ? releaseMedia(ctx, 'EVENT', eventId) : Promise.resolve(),
  ]);
  for (const result of cleanups) {
    if (result.status === 'rejected') {
      // The event is gone for everyone already; what is left is unreachable and only logged.
      ctx.logger.error({ err: result.reason, eventId }, 'cleanup after deleting an event failed');
    }
  }
}
