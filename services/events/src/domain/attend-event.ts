import { AppError, type AuthUser } from '@campusloop/service-kit';
import { EVENT_MESSAGES, eventTiming, type CampusEvent } from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';
import { requireCampusStudent } from './campus-access';
import { claimFreeSeat } from './claim-free-seat';
import { eventLockKey, type EventsContext } from './events-context';
import { findEvent } from './find-event';
import { presentEvent } from './present-event';
import { promoteWaitlist } from './promote-waitlist';

/** RSVP and its waitlist are for other students' upcoming events (spec §4). */
export function requireAttendable(ctx: EventsContext, doc: EventDoc, userId: string): void {
  if (doc.ownerId === userId) throw AppError.forbidden(EVENT_MESSAGES.rsvpOwner);
  if (eventTiming(doc.startsAt, doc.endsAt, ctx.now()) !== 'upcoming') {
    throw AppError.conflict(EVENT_MESSAGES.rsvpNotUpcoming);
  }
}

/**
 * POST .../events/{id}/rsvp (no body): idempotent. A capped event hands out seats by unique insert
 * (claim-free-seat.ts), so the count never passes the capacity, also with several processes on
 * one database; 409 'Event Full' when none is left.
 */
export async function rsvpToEvent(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<CampusEvent> {
  const user = requireCampusStudent(viewer, universityId);
  const doc = await ctx.store.lock.run(eventLockKey(eventId), async () => {
    const event = await findEvent(ctx, universityId, eventId);
    requireAttendable(ctx, event, user.id);
    if (await ctx.store.findAttendance(eventId, user.id)) return event;
    const now = ctx.now();
    let seatNo: number | null = null;
    if (event.capacity !== null) {
      const full = () => AppError.conflict(EVENT_MESSAGES.eventFull);
      if ((await ctx.store.countAttendances(eventId)) >= event.capacity) throw full();
      seatNo = await claimFreeSeat(ctx.store, eventId, event.capacity, user.id, now);
      if (seatNo === null) throw full();
    }
    const inserted = await ctx.store.insertAttendance({ eventId, userId: user.id, seatNo, createdAt: now });
    if (!inserted && seatNo !== null) await ctx.store.releaseSeat(eventId, seatNo);
    await ctx.store.deleteWaitlistEntry(eventId, user.id);
    return event;
  });
  return presentEvent(ctx, doc, user.id);
}

/**
 * DELETE .../events/{id}/rsvp: idempotent; frees the seat and promotes the first waiting student.
 * Only while the event is upcoming (afterwards the RSVP is the record of attending).
 */
export async function cancelRsvp(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<CampusEvent> {
  const user = requireCampusStudent(viewer, universityId);
  const doc = await ctx.store.lock.run(eventLockKey(eventId), async () => {
    const event = await findEvent(ctx, universityId, eventId);
    requireAttendable(ctx, event, user.id);
    const removed = await ctx.store.deleteAttendance(eventId, user.id);
    if (removed?.seatNo != null) await ctx.store.releaseSeat(eventId, removed.seatNo);
    if (removed) await promoteWaitlist(ctx, event);
    return event;
  });
  return presentEvent(ctx, doc, user.id);
}
