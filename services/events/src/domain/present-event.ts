import {
  EVENT_PATHS,
  apiPath,
  eventTiming,
  formatIst,
  isEventFull,
  toIstIso,
  type CampusEvent,
  type EventAuthor,
} from '@campusloop/contracts';
import { blockedMarker, presentAuthorship, type PeopleById } from '@campusloop/service-kit';
import type { EventDoc } from '../data/event-model';
import type { EventsContext } from './events-context';

/** The answer's `calendarPath`: the event's `.ics` route of the contract, below `/api/v1`. */
export function calendarPath(doc: Pick<EventDoc, '_id' | 'universityId'>): string {
  return apiPath(EVENT_PATHS.eventCalendar, { universityId: doc.universityId, eventId: doc._id });
}

/** Events as `viewerId` sees them (spec §3): counts, their RSVP, waitlist place, IST times. */
export async function presentEvents(
  ctx: EventsContext,
  docs: EventDoc[],
  viewerId: string,
): Promise<CampusEvent[]> {
  const ids = docs.map((doc) => doc._id);
  const [attendance, waiting, people] = await Promise.all([
    ctx.store.attendanceSummary(ids, viewerId),
    ctx.store.waitlistSummary(ids, viewerId),
    ctx.people.loadPeople(docs.map((doc) => doc.ownerId)),
  ]);
  const now = ctx.now();
  return docs.map((doc) => {
    const { author, isOwner } = presentOrganizer(doc, viewerId, people);
    const rsvpCount = attendance.counts.get(doc._id) ?? 0;
    return {
      id: doc._id,
      universityId: doc.universityId,
      title: doc.title,
      description: doc.description,
      location: doc.location,
      startsAt: toIstIso(doc.startsAt),
      endsAt: toIstIso(doc.endsAt),
      startsAtFormatted: formatIst(doc.startsAt),
      endsAtFormatted: formatIst(doc.endsAt),
      timing: eventTiming(doc.startsAt, doc.endsAt, now),
      capacity: doc.capacity,
      rsvpCount,
      isFull: isEventFull({ capacity: doc.capacity, rsvpCount }),
      rsvpd: attendance.mine.has(doc._id),
      isOwner,
      author,
      coverImage: doc.cover,
      waitlist: {
        count: waiting.counts.get(doc._id) ?? 0,
        position: waiting.positions.get(doc._id) ?? null,
      },
      sequence: doc.sequence,
      commentCount: Math.max(0, doc.commentCount ?? 0),
      calendarPath: calendarPath(doc),
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
      // Only its organizer is ever shown a blocked event (find-event.ts, the lists).
      ...(isOwner ? blockedMarker(doc) : {}),
    };
  });
}

/**
 * The organizer through the owned-item kit's one authorship rule (events are never anonymous):
 * identity's current name and avatar from the people projection, the snapshot stored with the event
 * when the projection and identity do not know the person.
 */
function presentOrganizer(
  doc: EventDoc,
  viewerId: string,
  people: PeopleById,
): { author: EventAuthor; isOwner: boolean } {
  const snapshot = { name: doc.author.name, avatarUrl: doc.author.avatarUrl, isVerified: true, universityName: null };
  const shown = presentAuthorship(
    { isAnonymous: false, authorId: doc.ownerId, author: snapshot, media: [] },
    viewerId,
    people,
  );
  return { author: { id: doc.ownerId, name: shown.author.name, avatarUrl: shown.author.avatarUrl }, isOwner: shown.isOwner };
}

export async function presentEvent(
  ctx: EventsContext,
  doc: EventDoc,
  viewerId: string,
): Promise<CampusEvent> {
  const [event] = await presentEvents(ctx, [doc], viewerId);
  return event as CampusEvent;
}
