import { eventTiming, formatIst, toIstIso, type CampusEvent } from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';
import type { EventsContext } from './events-context';

export function calendarPath(doc: Pick<EventDoc, '_id' | 'universityId'>): string {
  return `/api/v1/universities/${doc.universityId}/events/${doc._id}/calendar.ics`;
}

/** Events as `viewerId` sees them (spec §3): counts, their RSVP, waitlist place, IST times. */
export async function presentEvents(
  ctx: EventsContext,
  docs: EventDoc[],
  viewerId: string,
): Promise<CampusEvent[]> {
  const ids = docs.map((doc) => doc._id);
  const [attendance, waiting, authors] = await Promise.all([
    ctx.store.attendanceSummary(ids, viewerId),
    ctx.store.waitlistSummary(ids, viewerId),
    ctx.authors.present(docs.map((doc) => doc.author)),
  ]);
  const now = ctx.now();
  return docs.map((doc, index) => {
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
      isFull: doc.capacity !== null && rsvpCount >= doc.capacity,
      rsvpd: attendance.mine.has(doc._id),
      isOwner: doc.ownerId === viewerId,
      author: authors[index] ?? doc.author,
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
    };
  });
}

export async function presentEvent(
  ctx: EventsContext,
  doc: EventDoc,
  viewerId: string,
): Promise<CampusEvent> {
  const [event] = await presentEvents(ctx, [doc], viewerId);
  return event as CampusEvent;
}
