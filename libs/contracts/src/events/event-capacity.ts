// Zod-free (front ends import it): the capacity rules of an event, named once for the service,
// the contract check and the remote.

/** What the capacity rules read: the capacity (null = no limit) and how many hold an RSVP. */
export interface EventSeats {
  capacity: number | null;
  rsvpCount: number;
}

/**
 * "The event is full" (spec §4 'Event Full'): a capacity is set and the RSVPs reached it. The
 * answer's `isFull`, the service's 409 on an RSVP, who may join the waitlist and when it stops
 * promoting, and the remote's button all decide with this.
 */
export function isEventFull({ capacity, rsvpCount }: EventSeats): boolean {
  return capacity !== null && rsvpCount >= capacity;
}

/**
 * More RSVPs than the capacity allows: never answered (the contract refuses it) and why an edit may
 * not lower the capacity below the students already going (400 'capacityBelowAttendees').
 */
export function isOverCapacity({ capacity, rsvpCount }: EventSeats): boolean {
  return capacity !== null && rsvpCount > capacity;
}
