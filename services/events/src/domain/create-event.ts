import { requireCampusStudent, AppError, newAuthoredItem, releaseMedia, type AuthUser } from '@campusloop/service-kit';
import { EVENT_MESSAGES, type CampusEvent, type CreateEventInput } from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';
import { coverChangeOf } from './cover-input';
import { type EventsContext, EVENT_ACCESS } from './events-context';
import { presentEvent } from './present-event';

/**
 * POST /universities/{universityId}/events: a verified student of that university creates an event
 * starting in the future. A cover upload is attached first (media context EVENT); if storing the
 * event then fails, the cover is released again.
 */
export async function createEvent(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  input: CreateEventInput,
): Promise<CampusEvent> {
  const user = requireCampusStudent(viewer, universityId, EVENT_ACCESS);
  const now = ctx.now();
  if (input.startsAt.getTime() <= now.getTime()) {
    throw AppError.validation({ startsAt: EVENT_MESSAGES.startInPast });
  }
  const cover = coverChangeOf(input.coverImage);
  // A new event has no current cover to keep.
  if (cover.kind === 'keep') throw AppError.validation({ coverImage: EVENT_MESSAGES.coverNotOnEvent });
  // The organizer is shown to the whole campus: a complete profile on current facts, then the id and
  // the cover attached to it (the owned-item kit's start of every authored item, as feed's posts).
  const { id, person, media } = await newAuthoredItem(ctx, user, {
    context: 'EVENT',
    descriptors: cover.kind === 'upload' ? [cover.descriptor] : [],
    isAnonymous: false,
  });
  const doc: EventDoc = {
    _id: id,
    universityId,
    ownerId: user.id,
    author: { id: user.id, name: person?.name ?? user.name, avatarUrl: person?.avatarUrl ?? user.avatarUrl },
    title: input.title,
    description: input.description,
    location: input.location,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    capacity: input.capacity,
    cover: media[0] ?? null,
    commentCount: 0,
    sequence: 0,
    createdAt: now,
    updatedAt: now,
    cancelledAt: null,
    cancelledAttendeeIds: [],
  };
  try {
    await ctx.store.insertEvent(doc);
  } catch (error) {
    if (media.length > 0) await releaseMedia(ctx, 'EVENT', id);
    throw error;
  }
  return presentEvent(ctx, doc, user.id);
}
