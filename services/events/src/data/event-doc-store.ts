import type { Connection } from 'mongoose';
import { bumpCounter, loadByIds, trusted, type KeyedLock } from '@campusloop/service-kit';
import { eventModel, type EventDoc } from './event-model';

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
    /** A moderator's block or unblock (under the event's lock). */
    async setBlocked(id: string, blocked: boolean): Promise<void> {
      await events.updateOne({ _id: id }, { $set: { blocked } });
    },
    /** Every event that is not cancelled, with what the lists need (building them once, event-lists.ts). */
    listedEvents: () =>
      events
        .find({ cancelledAt: null }, { _id: 1, universityId: 1, ownerId: 1, startsAt: 1, endsAt: 1, blocked: 1 })
        .lean<Array<Pick<EventDoc, '_id' | 'universityId' | 'ownerId' | 'startsAt' | 'endsAt' | 'blocked'>>>()
        .exec(),
    /** Events starting in (from, to] that are neither cancelled nor blocked (the reminder sweep). */
    findEventsStartingBetween: async (from: Date, to: Date) =>
      (
        await events
          .find({ cancelledAt: null, startsAt: trusted({ $gt: from, $lte: to }) })
          .lean<EventDoc[]>()
          .exec()
      ).filter((doc) => doc.blocked !== true),
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
