import type { EventsStore } from '../data/events-store';

/**
 * Claims the lowest free seat 1..capacity for `userId` by unique insert; null when every seat is
 * taken. Safe across processes: a seat another process claimed first fails the insert here and the
 * next number is tried.
 */
export async function claimFreeSeat(
  store: EventsStore,
  eventId: string,
  capacity: number,
  userId: string,
  at: Date,
): Promise<number | null> {
  const taken = await store.takenSeatNumbers(eventId);
  for (let seatNo = 1; seatNo <= capacity; seatNo += 1) {
    if (taken.has(seatNo)) continue;
    if (await store.claimSeat(eventId, seatNo, userId, at)) return seatNo;
  }
  return null;
}
