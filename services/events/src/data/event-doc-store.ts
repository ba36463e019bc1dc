import type { Connection } from 'mongoose';
import { bumpCounter, loadByIds, trusted, type KeyedLock } from '@campusloop/service-kit';
import { eventModel, type EventDoc } from './event-model';

export type EventListWhen = 'upcoming' | 'past';

export interface EventListQuery {
  when: EventListWhen;
  now: Date;
  universityId: string;
  /** "My events": created by this user or with their RSVP. */
  mine?: { userId: string; attendingEventIds: string[] };
  skip: number;
  limit: number;
}

function listFilter(query: EventListQuery) {
  return {
    universityId: query.universityId,
    cancelledAt: null,
    // Upcoming lists hold live events too (not ended yet); past ones hold ended events.
    endsAt: trusted(query.when === 'upcoming' ? { $gt: query.now } : { $lte: query.now }),
    ...(query.mine
      ? {
          $or: [{ ownerId: query.mine.userId }, { _id: trusted({ $in: query.mine.attendingEventIds }) }],
        }
      : {}),
  };
}

/** The `events` collection: the events themselves and their tombstones. */
export function createEventDocStore(connection: Connection, lock: KeyedLock) {
  const events = eventModel(connection);
  return {
    init: () => events.init(),
    insertEvent: (doc: EventDoc) => events.create(doc).then(() => undefined),
    findEvent: (id: string) => events.findById(id).lean<EventDoc>().exec(),
    async replaceEvent(doc: EventDoc): Promise<void> {
      await events.replaceOne({ _id: doc._id }, doc);
    },
    /** The discussion kit's comment count of an event (service-kit's counter, under the event's lock key). */
    bumpCommentCount: (id: string, delta: number) => bumpCounter(events, lock, id, 'commentCount', delta),
    /** Turns the event into a tombstone; false when it was already cancelled (a second delete). */
    async cancelEvent(id: string, at: Date, attendeeIds: string[]): Promise<boolean> {
      const result = await events.updateOne(
        { _id: id, cancelledAt: null },
        {
          $set: { cancelledAt: at, cancelledAttendeeIds: attendeeIds, updatedAt: at },
          $inc: { sequence: 1 },
        },
      );
      return result.modifiedCount === 1;
    },
    async listEvents(query: EventListQuery): Promise<{ items: EventDoc[]; total: number }> {
      const filter = listFilter(query);
      const sort: Record<string, 1 | -1> =
        query.when === 'upcoming' ? { startsAt: 1, _id: 1 } : { endsAt: -1, _id: 1 };
      const [items, total] = await Promise.all([
        events.find(filter).sort(sort).skip(query.skip).limit(query.limit).lean<EventDoc[]>().exec(),
        events.countDocuments(filter).exec(),
      ]);
      return { items, total };
    },
    /** Events starting in (from, to] that are not cancelled (the reminder sweep). */
    findEventsStartingBetween: (from: Date, to: Date) =>
      events
        .find({ cancelledAt: null, startsAt: trusted({ $gt: from, $lte: to }) })
        .lean<EventDoc[]>()
        .exec(),
    /** Cancelled events a user attended (their calendar feed shows them as CANCELLED). */
    findCancelledAttendedBy: (userId: string, since: Date) =>
      events
        .find({ cancelledAttendeeIds: userId, cancelledAt: trusted({ $gte: since }) })
        .lean<EventDoc[]>()
        .exec(),
    /** Events by id that are not cancelled (service-kit's `loadByIds`: one `_id $in` read). */
    liveEventsByIds: async (ids: readonly string[]) =>
      (await loadByIds<EventDoc>(events, ids)).filter((doc) => !doc.cancelledAt),
  };
}
