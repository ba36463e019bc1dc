import { requireCampusStudent, AppError, type AuthUser } from '@campusloop/service-kit';
import { EVENT_MESSAGES, eventTiming, type CampusEvent } from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';
import { eventLockKey, type EventsContext, EVENT_ACCESS } from './events-context';
import { findEvent } from './find-event';
import { presentEvent } from './present-event';

/** RSVP and its waitlist are for other students' upcoming events (spec §4). */
export function requireAttendable(ctx: EventsContext, doc: EventDoc, userId: string): void {
  if (doc.ownerId === userId) throw AppError.forbidden(EVENT_MESSAGES.rsvpOwner);
  if (eventTiming(doc.startsAt, doc.endsAt, ctx.now()) !== 'upcoming') {
    throw AppError.conflict(EVENT_MESSAGES.rsvpNotUpcoming);
  }
}

/**
 * The frame every RSVP and waitlist change shares: a verified student of the campus, under the
 * event's lock (seats, attendances and the queue change together), on an event that exists and —
 * unless `attendable: false` — may be attended by this student now. Answers the event as they see it.
 */
export async function changeAttendance(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  where: { universityId: string; eventId: string; attendable?: boolean },
  change: (event: EventDoc, userId: string) => Promise<void>,
): Promise<CampusEvent> {
  const user = requireCampusStudent(viewer, where.universityId, EVENT_ACCESS);
  const doc = await ctx.store.lock.run(eventLockKey(where.eventId), async () => {
    const event = await findEvent(ctx, where.universityId, where.eventId, user);
    if (where.attendable !== false) requireAttendable(ctx, event, user.id);
    await change(event, user.id);
    return event;
  });
  return presentEvent(ctx, doc, user.id);
}
