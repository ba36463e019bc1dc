import {
  requireCampusStudent,
  deleteOwnedItem,
  removedItemCleanups,
  type AuthUser,
} from '@campusloop/service-kit';
import { EVENT_MESSAGES } from '@campusloop/contracts';
import { eventLockKey, type EventsContext, EVENT_ACCESS } from './events-context';
import { findEvent } from './find-event';

/**
 * DELETE /universities/{universityId}/events/{id}: the organizer deletes at any time (service-kit's
 * `deleteOwnedItem`, under the event's lock). The event first becomes a tombstone (cancelledAt,
 * SEQUENCE + 1, who attended) — that write decides a race with a second delete and makes every other
 * route answer 410 — then its RSVPs, seats, waitlist, reminder marks, discussion and cover go, outside
 * the lock (the discussion kit takes it for the comment counter). The tombstone stays for calendar
 * feeds (CANCELLED).
 */
export async function deleteEvent(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<void> {
  const user = requireCampusStudent(viewer, universityId, EVENT_ACCESS);
  await deleteOwnedItem({
    userId: user.id,
    find: () => findEvent(ctx, universityId, eventId, user),
    ownerOf: (doc) => doc.ownerId,
    forbiddenMessage: EVENT_MESSAGES.deleteForbidden,
    lock: { lock: ctx.store.lock, key: eventLockKey(eventId) },
    remove: async () => ctx.store.cancelEvent(eventId, ctx.now(), await ctx.store.attendeeIds(eventId)),
    notFoundMessage: EVENT_MESSAGES.notFound,
    cleanups: (doc) => [
      ctx.store.removeEventDependents(eventId),
      ...removedItemCleanups(ctx, { context: 'EVENT', id: eventId, hadMedia: Boolean(doc.cover) }),
    ],
    logger: ctx.logger,
    logFields: () => ({ eventId }),
  });
}
