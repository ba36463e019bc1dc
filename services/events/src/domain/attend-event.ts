import { AppError, type AuthUser } from '@campusloop/service-kit';
import { EVENT_MESSAGES, isEventFull, type CampusEvent } from '@campusloop/contracts';
import { changeAttendance } from './change-attendance';
import { claimFreeSeat } from './claim-free-seat';
import type { EventsContext } from './events-context';
import { promoteWaitlist } from './promote-waitlist';

/**
 * POST .../events/{id}/rsvp (no body): idempotent. A capped event hands out seats by unique insert
 * (claim-free-seat.ts), so the count never passes the capacity, also with several processes on
 * one database; 409 'Event Full' when none is left.
 */
export function rsvpToEvent(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<CampusEvent> {
  return changeAttendance(ctx, viewer, { universityId, eventId }, async (event, userId) => {
    if (await ctx.store.findAttendance(eventId, userId)) return;
    const now = ctx.now();
    let seatNo: number | null = null;
    if (event.capacity !== null) {
      const full = () => AppError.conflict(EVENT_MESSAGES.eventFull);
      if (isEventFull({ capacity: event.capacity, rsvpCount: await ctx.store.countAttendances(eventId) })) throw full();
      seatNo = await claimFreeSeat(ctx.store, eventId, event.capacity, userId, now);
      if (seatNo === null) throw full();
    }
    const inserted = await ctx.store.insertAttendance({ eventId, userId, seatNo, createdAt: now });
    if (!inserted && seatNo !== null) await ctx.store.releaseSeat(eventId, seatNo);
    await ctx.store.deleteWaitlistEntry(eventId, userId);
  });
}

/**
 * DELETE .../events/{id}/rsvp: idempotent; frees the seat and promotes the first waiting student.
 * Only while the event is upcoming (afterwards the RSVP is the record of attending).
 */
export function cancelRsvp(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<CampusEvent> {
  return changeAttendance(ctx, viewer, { universityId, eventId }, async (event, userId) => {
    const removed = await ctx.store.deleteAttendance(eventId, userId);
    if (removed?.seatNo != null) await ctx.store.releaseSeat(eventId, removed.seatNo);
    if (removed) await promoteWaitlist(ctx, event);
  });
}
