import { AppError, type AuthUser } from '@campusloop/service-kit';
import { EVENT_MESSAGES, type CampusEvent } from '@campusloop/contracts';
import { requireAttendable } from './attend-event';
import { requireCampusStudent } from './campus-access';
import { eventLockKey, type EventsContext } from './events-context';
import { findEvent } from './find-event';
import { presentEvent } from './present-event';

/**
 * POST .../events/{id}/waitlist (beyond the spec): a student joins the queue of a full upcoming
 * event (409 while seats are free or when already attending); idempotent. The answer's
 * `waitlist.position` is their place.
 */
export async function joinWaitlist(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<CampusEvent> {
  const user = requireCampusStudent(viewer, universityId);
  const doc = await ctx.store.lock.run(eventLockKey(eventId), async () => {
    const event = await findEvent(ctx, universityId, eventId);
    requireAttendable(ctx, event, user.id);
    if (await ctx.store.findAttendance(eventId, user.id)) {
      throw AppError.conflict(EVENT_MESSAGES.waitlistAlreadyAttending);
    }
    const full = event.capacity !== null && (await ctx.store.countAttendances(eventId)) >= event.capacity;
    if (!full) throw AppError.conflict(EVENT_MESSAGES.waitlistNotFull);
    if (await ctx.store.findWaitlistEntry(eventId, user.id)) return event;
    // Strictly after the last one (two joins within one millisecond keep their order).
    const last = await ctx.store.lastWaitlistEntry(eventId);
    const joinedAt = new Date(Math.max(ctx.now().getTime(), (last?.joinedAt.getTime() ?? 0) + 1));
    await ctx.store.insertWaitlistEntry({ eventId, userId: user.id, joinedAt });
    return event;
  });
  return presentEvent(ctx, doc, user.id);
}

/** DELETE .../events/{id}/waitlist: leaves the queue; idempotent. */
export async function leaveWaitlist(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<CampusEvent> {
  const user = requireCampusStudent(viewer, universityId);
  const doc = await ctx.store.lock.run(eventLockKey(eventId), async () => {
    const event = await findEvent(ctx, universityId, eventId);
    await ctx.store.deleteWaitlistEntry(eventId, user.id);
    return event;
  });
  return presentEvent(ctx, doc, user.id);
}
