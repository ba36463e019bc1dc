import { AppError, type AuthUser } from '@campusloop/service-kit';
import { EVENT_MESSAGES, isEventFull, type CampusEvent } from '@campusloop/contracts';
import { changeAttendance } from './change-attendance';
import type { EventsContext } from './events-context';

/**
 * POST .../events/{id}/waitlist (beyond the spec): a student joins the queue of a full upcoming
 * event (409 while seats are free or when already attending); idempotent. The answer's
 * `waitlist.position` is their place.
 */
export function joinWaitlist(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<CampusEvent> {
  return changeAttendance(ctx, viewer, { universityId, eventId }, async (event, userId) => {
    if (await ctx.store.findAttendance(eventId, userId)) {
      throw AppError.conflict(EVENT_MESSAGES.waitlistAlreadyAttending);
    }
    const rsvpCount = await ctx.store.countAttendances(eventId);
    if (!isEventFull({ capacity: event.capacity, rsvpCount })) throw AppError.conflict(EVENT_MESSAGES.waitlistNotFull);
    if (await ctx.store.findWaitlistEntry(eventId, userId)) return;
    // Strictly after the last one (two joins within one millisecond keep their order).
    const last = await ctx.store.lastWaitlistEntry(eventId);
    const joinedAt = new Date(Math.max(ctx.now().getTime(), (last?.joinedAt.getTime() ?? 0) + 1));
    await ctx.store.insertWaitlistEntry({ eventId, userId, joinedAt });
  });
}

/** DELETE .../events/{id}/waitlist: leaves the queue; idempotent. */
export function leaveWaitlist(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<CampusEvent> {
  return changeAttendance(
    ctx,
    viewer,
    { universityId, eventId, attendable: false },
    async (_event, userId) => {
      await ctx.store.deleteWaitlistEntry(eventId, userId);
    },
  );
}
