import { requireCampusStudent, AppError, changeOwnedItem, releaseMedia, type AuthUser } from '@campusloop/service-kit';
import {
  EVENT_MESSAGES,
  eventTiming,
  isOverCapacity,
  type CampusEvent,
  type MediaItem,
  type UpdateEventInput,
} from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';
import { coverChangeOf } from './cover-input';
import { eventLockKey, type EventsContext, EVENT_ACCESS } from './events-context';
import { findEvent } from './find-event';
import { presentEvent } from './present-event';
import { promoteWaitlist } from './promote-waitlist';
import { renumberSeats } from './renumber-seats';

/**
 * PUT /universities/{universityId}/events/{id}: the organizer edits an event that is not past
 * (409 otherwise). A moved start must be in the future; the capacity may not drop below those
 * attending. Every edit bumps the .ics SEQUENCE. Freed capacity promotes waiting students.
 */
export async function updateEvent(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
  input: UpdateEventInput,
): Promise<CampusEvent> {
  const user = requireCampusStudent(viewer, universityId, EVENT_ACCESS);
  const owned = {
    userId: user.id,
    find: () => findEvent(ctx, universityId, eventId, user),
    ownerOf: (doc: EventDoc) => doc.ownerId,
    forbiddenMessage: EVENT_MESSAGES.editForbidden,
    lock: { lock: ctx.store.lock, key: eventLockKey(eventId) },
  };
  const updated = await changeOwnedItem(owned, async (doc) => {
    const now = ctx.now();
    if (eventTiming(doc.startsAt, doc.endsAt, now) === 'past') {
      throw AppError.conflict(EVENT_MESSAGES.pastNotEditable);
    }
    const startMoved = input.startsAt.getTime() !== doc.startsAt.getTime();
    if (startMoved && input.startsAt.getTime() <= now.getTime()) {
      throw AppError.validation({ startsAt: EVENT_MESSAGES.startInPast });
    }
    const rsvpCount = input.capacity === null ? 0 : await ctx.store.countAttendances(eventId);
    if (isOverCapacity({ capacity: input.capacity, rsvpCount })) {
      throw AppError.validation({ capacity: EVENT_MESSAGES.capacityBelowAttendees });
    }

    const change = coverChangeOf(input.coverImage);
    if (change.kind === 'keep' && change.id !== doc.cover?.id) {
      throw AppError.validation({ coverImage: EVENT_MESSAGES.coverNotOnEvent });
    }
    let cover: MediaItem | null = doc.cover;
    if (change.kind === 'upload') {
      const [item] = await ctx.media.attach({
        userId: user.id,
        context: 'EVENT',
        referenceId: eventId,
        descriptors: [change.descriptor],
        // One cover per event (spec §9): media swaps the old one out in the same call.
        ...(doc.cover ? { detachIds: [doc.cover.id] } : {}),
      });
      cover = item ?? null;
    } else if (change.kind === 'remove') {
      cover = null;
    }

    const next: EventDoc = {
      ...doc,
      title: input.title,
      description: input.description,
      location: input.location,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      capacity: input.capacity,
      cover,
      sequence: doc.sequence + 1,
      updatedAt: now,
    };
    try {
      await ctx.store.replaceEvent(next);
    } catch (error) {
      if (change.kind === 'upload' && cover) {
        await releaseMedia(ctx, 'EVENT', eventId, [cover.id]);
      }
      throw error;
    }
    // A removed cover goes once the event no longer shows it (a replaced one went with the attach).
    if (change.kind === 'remove' && doc.cover) {
      await releaseMedia(ctx, 'EVENT', eventId, [doc.cover.id]);
    }
    if (next.capacity !== null) await renumberSeats(ctx, next, next.capacity);
    await promoteWaitlist(ctx, next);
    return next;
  });
  return presentEvent(ctx, updated, user.id);
}
