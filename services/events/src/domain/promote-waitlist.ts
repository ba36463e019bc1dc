import {
  EVENTS_EVENT_TYPES,
  eventTiming,
  formatIst,
  isEventFull,
  toIstIso,
  type EventWaitlistPromotedPayload,
} from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';
import { claimFreeSeat } from './claim-free-seat';
import type { EventsContext } from './events-context';

class AlreadyAttending extends Error {}

/**
 * Fills free seats from the waitlist, first come first served, while the event is upcoming. Each
 * promotion first deletes the student's waitlist entry (only the caller that deleted it goes on, so
 * no student is promoted twice), then claims a seat, then writes the RSVP together with an
 * `event.waitlist-promoted` outbox event for the student. Runs under the event lock, so two
 * cancels at once promote two different students, in queue order. Answers who was promoted. An
 * event a moderator blocked promotes nobody (the notice would show it to the student; issue 28).
 */
export async function promoteWaitlist(ctx: EventsContext, doc: EventDoc): Promise<string[]> {
  const promoted: string[] = [];
  if (doc.blocked === true) return promoted;
  for (;;) {
    const now = ctx.now();
    if (eventTiming(doc.startsAt, doc.endsAt, now) !== 'upcoming') return promoted;
    const rsvpCount = doc.capacity === null ? 0 : await ctx.store.countAttendances(doc._id);
    if (isEventFull({ capacity: doc.capacity, rsvpCount })) return promoted;
    const [first] = await ctx.store.waitlistQueue(doc._id, 1);
    if (!first) return promoted;
    if (!(await ctx.store.deleteWaitlistEntry(doc._id, first.userId))) continue;

    const seatNo =
      doc.capacity === null ? null : await claimFreeSeat(ctx.store, doc._id, doc.capacity, first.userId, now);
    if (doc.capacity !== null && seatNo === null) {
      // Another process took the seat: the student keeps their place at the front.
      await ctx.store.insertWaitlistEntry({
        eventId: first.eventId,
        userId: first.userId,
        joinedAt: first.joinedAt,
      });
      return promoted;
    }
    const payload: EventWaitlistPromotedPayload = {
      category: 'EVENT',
      eventId: doc._id,
      universityId: doc.universityId,
      eventTitle: doc.title,
      userId: first.userId,
      startsAt: toIstIso(doc.startsAt),
      startsAtFormatted: formatIst(doc.startsAt),
    };
    try {
      await ctx.outbox.record(async () => {
        const inserted = await ctx.store.insertAttendance({
          eventId: doc._id,
          userId: first.userId,
          seatNo,
          createdAt: now,
        });
        if (!inserted) throw new AlreadyAttending();
      }, [{ type: EVENTS_EVENT_TYPES.waitlistPromoted, payload }]);
      promoted.push(first.userId);
    } catch (error) {
      if (seatNo !== null) await ctx.store.releaseSeat(doc._id, seatNo);
      if (!(error instanceof AlreadyAttending)) throw error;
    }
  }
}
