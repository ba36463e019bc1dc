import type { EventDoc } from '../data/event-model';
import { claimFreeSeat } from './claim-free-seat';
import type { EventsContext } from './events-context';

/**
 * After a capacity was set (attendees of an unlimited event hold no seat yet: they get one) or went
 * down, moves attendees sitting above it onto free seats at or below it
 * (there are enough: the capacity is never below the attendees). Otherwise those high seats would
 * leave low ones free and let more students in than the new capacity. Runs under the event lock.
 */
export async function renumberSeats(ctx: EventsContext, doc: EventDoc, capacity: number): Promise<void> {
  for (const attendance of await ctx.store.seatlessAttendances(doc._id)) {
    const seatNo = await claimFreeSeat(ctx.store, doc._id, capacity, attendance.userId, ctx.now());
    if (seatNo === null) {
      ctx.logger.error({ eventId: doc._id }, 'no free seat for an attendee of a newly capped event');
      return;
    }
    await ctx.store.setAttendanceSeat(doc._id, attendance.userId, seatNo);
  }
  for (const seat of await ctx.store.seatsAbove(doc._id, capacity)) {
    const seatNo = await claimFreeSeat(ctx.store, doc._id, capacity, seat.userId, ctx.now());
    if (seatNo === null) {
      ctx.logger.error({ eventId: doc._id, seatNo: seat.seatNo }, 'no free seat to move an attendee to');
      return;
    }
    await ctx.store.setAttendanceSeat(doc._id, seat.userId, seatNo);
    await ctx.store.releaseSeat(doc._id, seat.seatNo);
  }
}
