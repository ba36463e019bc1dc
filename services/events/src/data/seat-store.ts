import type { Connection } from 'mongoose';
import { insertOnce, trusted } from '@campusloop/service-kit';
import { seatId, seatModel } from './seat-model';

/** The `seats` collection: the claimed seats of capped events (seat-model.ts says why inserts). */
export function createSeatStore(connection: Connection) {
  const seats = seatModel(connection);
  return {
    init: () => seats.init(),
    removeForEvent: (eventId: string) => seats.deleteMany({ eventId }).exec(),
    takenSeatNumbers: async (eventId: string): Promise<Set<number>> =>
      new Set((await seats.find({ eventId }).lean().exec()).map((s) => s.seatNo)),
    /** The test-and-set of a capped RSVP: true when this call created seat `seatNo`. */
    claimSeat: (eventId: string, seatNo: number, userId: string, at: Date): Promise<boolean> =>
      insertOnce(seats, { _id: seatId(eventId, seatNo), eventId, seatNo, userId, createdAt: at }),
    async releaseSeat(eventId: string, seatNo: number): Promise<void> {
      await seats.deleteOne({ _id: seatId(eventId, seatNo) });
    },
    seatsAbove: (eventId: string, capacity: number) =>
      seats
        .find({ eventId, seatNo: trusted({ $gt: capacity }) })
        .lean()
        .exec(),
  };
}
