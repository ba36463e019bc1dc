import type { Connection } from 'mongoose';
import {
  bumpCounter,
  createKeyedLock,
  createPagedListIndex,
  loadByIds,
  trusted,
  type KeyedLock,
} from '@campusloop/service-kit';
import { attendanceId, attendanceModel, type AttendanceDoc } from './attendance-model';
import { calendarSubscriptionModel, type CalendarSubscriptionDoc } from './calendar-subscription-model';
import { eventModel, type EventDoc } from './event-model';
import { reminderId, reminderModel, type ReminderDoc } from './reminder-model';
import { seatId, seatModel } from './seat-model';
import { waitlistId, waitlistModel, type WaitlistDoc } from './waitlist-model';

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

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

/**
 * The events service's collections in `campusloop_events` and its per-event lock. Every query the
 * domain needs is a function here (domain code never calls mongoose).
 */
export function createEventsStore(connection: Connection) {
  const events = eventModel(connection);
  const attendances = attendanceModel(connection);
  const seats = seatModel(connection);
  const waitlist = waitlistModel(connection);
  const reminders = reminderModel(connection);
  const subscriptions = calendarSubscriptionModel(connection);
  const lock: KeyedLock = createKeyedLock();
  // The discussion kit's comment lists, sharing this process's lock (one of each per database).
  const lists = createPagedListIndex(connection, lock);

  const listFilter = (query: EventListQuery) => ({
    universityId: query.universityId,
    cancelledAt: null,
    // Upcoming lists hold live events too (not ended yet); past ones hold ended events.
    endsAt: trusted(query.when === 'upcoming' ? { $gt: query.now } : { $lte: query.now }),
    ...(query.mine
      ? {
          $or: [{ ownerId: query.mine.userId }, { _id: trusted({ $in: query.mine.attendingEventIds }) }],
        }
      : {}),
  });

  /** Place of an entry in its queue: how many joined before it, plus one. */
  const waitlistPosition = async (entry: WaitlistDoc): Promise<number> => {
    const ahead = await waitlist
      .countDocuments({
        eventId: entry.eventId,
        $or: [
          { joinedAt: trusted({ $lt: entry.joinedAt }) },
          { joinedAt: entry.joinedAt, _id: trusted({ $lt: entry._id }) },
        ],
      })
      .exec();
    return ahead + 1;
  };

  return {
    connection,
    lock,
    lists,
    async init(): Promise<void> {
      await Promise.all([
        events.init(),
        attendances.init(),
        seats.init(),
        waitlist.init(),
        reminders.init(),
        subscriptions.init(),
      ]);
    },

    // events
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

    // attendances and seats
    findAttendance: (eventId: string, userId: string) =>
      attendances.findById(attendanceId(eventId, userId)).lean<AttendanceDoc>().exec(),
    countAttendances: (eventId: string) => attendances.countDocuments({ eventId }).exec(),
    attendeeIds: async (eventId: string): Promise<string[]> =>
      (await attendances.find({ eventId }).sort({ createdAt: 1, _id: 1 }).lean<AttendanceDoc[]>().exec()).map(
        (a) => a.userId,
      ),
    /** Event ids the user attends (for "my events" and the calendar feed). */
    attendedEventIds: async (userId: string): Promise<string[]> =>
      (await attendances.find({ userId }).lean<AttendanceDoc[]>().exec()).map((a) => a.eventId),
    /** Attendance count per event and which of them `userId` attends (one round trip each). */
    async attendanceSummary(
      eventIds: string[],
      userId: string | undefined,
    ): Promise<{ counts: Map<string, number>; mine: Set<string> }> {
      if (eventIds.length === 0) return { counts: new Map(), mine: new Set() };
      const [grouped, mine] = await Promise.all([
        attendances
          .aggregate<{ _id: string; n: number }>([
            { $match: { eventId: trusted({ $in: eventIds }) } },
            { $group: { _id: '$eventId', n: { $sum: 1 } } },
          ])
          .exec(),
        userId
          ? attendances
              .find({ _id: trusted({ $in: eventIds.map((id) => attendanceId(id, userId)) }) })
              .lean<AttendanceDoc[]>()
              .exec()
          : Promise.resolve([] as AttendanceDoc[]),
      ]);
      return {
        counts: new Map(grouped.map((g) => [g._id, g.n])),
        mine: new Set(mine.map((a) => a.eventId)),
      };
    },
    /** Inserts the RSVP; false when the student already had one (duplicate key). */
    async insertAttendance(doc: Omit<AttendanceDoc, '_id'>): Promise<boolean> {
      try {
        await attendances.create({ _id: attendanceId(doc.eventId, doc.userId), ...doc });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    /** Deletes the RSVP and answers it (null when there was none: cancelling is idempotent). */
    async deleteAttendance(eventId: string, userId: string): Promise<AttendanceDoc | null> {
      return attendances
        .findOneAndDelete({ _id: attendanceId(eventId, userId) })
        .lean<AttendanceDoc>()
        .exec();
    },
    takenSeatNumbers: async (eventId: string): Promise<Set<number>> =>
      new Set((await seats.find({ eventId }).lean().exec()).map((s) => s.seatNo)),
    /** The test-and-set of a capped RSVP: true when this call created seat `seatNo`. */
    async claimSeat(eventId: string, seatNo: number, userId: string, at: Date): Promise<boolean> {
      try {
        await seats.create({ _id: seatId(eventId, seatNo), eventId, seatNo, userId, createdAt: at });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    async releaseSeat(eventId: string, seatNo: number): Promise<void> {
      await seats.deleteOne({ _id: seatId(eventId, seatNo) });
    },
    async setAttendanceSeat(eventId: string, userId: string, seatNo: number): Promise<void> {
      await attendances.updateOne({ _id: attendanceId(eventId, userId) }, { $set: { seatNo } });
    },
    /** RSVPs made while the event had no capacity (they hold no seat). */
    seatlessAttendances: (eventId: string) =>
      attendances.find({ eventId, seatNo: null }).lean<AttendanceDoc[]>().exec(),
    seatsAbove: (eventId: string, capacity: number) =>
      seats
        .find({ eventId, seatNo: trusted({ $gt: capacity }) })
        .lean()
        .exec(),

    // waitlist
    findWaitlistEntry: (eventId: string, userId: string) =>
      waitlist.findById(waitlistId(eventId, userId)).lean<WaitlistDoc>().exec(),
    async insertWaitlistEntry(doc: Omit<WaitlistDoc, '_id'>): Promise<boolean> {
      try {
        await waitlist.create({ _id: waitlistId(doc.eventId, doc.userId), ...doc });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    /** True when this call removed the entry (the one that may promote that student). */
    async deleteWaitlistEntry(eventId: string, userId: string): Promise<boolean> {
      const result = await waitlist.deleteOne({ _id: waitlistId(eventId, userId) });
      return result.deletedCount === 1;
    },
    waitlistQueue: (eventId: string, limit = 0) =>
      waitlist.find({ eventId }).sort({ joinedAt: 1, _id: 1 }).limit(limit).lean<WaitlistDoc[]>().exec(),
    lastWaitlistEntry: async (eventId: string) =>
      (
        await waitlist.find({ eventId }).sort({ joinedAt: -1, _id: -1 }).limit(1).lean<WaitlistDoc[]>().exec()
      )[0],
    countWaitlist: (eventId: string) => waitlist.countDocuments({ eventId }).exec(),
    /** Queue length per event and `userId`'s 1-based place where they wait. */
    async waitlistSummary(
      eventIds: string[],
      userId: string,
    ): Promise<{ counts: Map<string, number>; positions: Map<string, number> }> {
      if (eventIds.length === 0) return { counts: new Map(), positions: new Map() };
      const [grouped, mine] = await Promise.all([
        waitlist
          .aggregate<{ _id: string; n: number }>([
            { $match: { eventId: trusted({ $in: eventIds }) } },
            { $group: { _id: '$eventId', n: { $sum: 1 } } },
          ])
          .exec(),
        waitlist
          .find({ _id: trusted({ $in: eventIds.map((id) => waitlistId(id, userId)) }) })
          .lean<WaitlistDoc[]>()
          .exec(),
      ]);
      const positions = new Map<string, number>();
      for (const entry of mine) positions.set(entry.eventId, await waitlistPosition(entry));
      return { counts: new Map(grouped.map((g) => [g._id, g.n])), positions };
    },
    waitlistPosition,

    // reminders
    /** The test-and-set of a reminder: true when this call recorded it (and so may send it). */
    async markReminderSent(doc: Omit<ReminderDoc, '_id'>): Promise<boolean> {
      try {
        await reminders.create({ _id: reminderId(doc.eventId, doc.userId, doc.kind), ...doc });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    reminderSent: async (eventId: string, userId: string, kind: ReminderDoc['kind']) =>
      (await reminders.countDocuments({ _id: reminderId(eventId, userId, kind) }).exec()) > 0,

    // everything that goes with a deleted event
    async removeEventDependents(eventId: string): Promise<void> {
      await Promise.all([
        attendances.deleteMany({ eventId }),
        seats.deleteMany({ eventId }),
        waitlist.deleteMany({ eventId }),
        reminders.deleteMany({ eventId }),
      ]);
    },

    // calendar subscriptions
    findSubscription: (userId: string) =>
      subscriptions.findById(userId).lean<CalendarSubscriptionDoc>().exec(),
    findSubscriptionByHash: (tokenHash: string) =>
      subscriptions.findOne({ tokenHash }).lean<CalendarSubscriptionDoc>().exec(),
    async saveSubscription(doc: CalendarSubscriptionDoc): Promise<void> {
      await subscriptions.replaceOne({ _id: doc._id }, doc, { upsert: true });
    },
    async deleteSubscription(userId: string): Promise<void> {
      await subscriptions.deleteOne({ _id: userId });
    },
  };
}

export type EventsStore = ReturnType<typeof createEventsStore>;
