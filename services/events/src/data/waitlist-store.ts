import type { Connection } from 'mongoose';
import { insertOnce, trusted } from '@campusloop/service-kit';
import { waitlistId, waitlistModel, type WaitlistDoc } from './waitlist-model';

/** The `waitlist` collection: who waits for a seat of a full event, in joining order. */
export function createWaitlistStore(connection: Connection) {
  const waitlist = waitlistModel(connection);

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
    init: () => waitlist.init(),
    removeForEvent: (eventId: string) => waitlist.deleteMany({ eventId }).exec(),
    findWaitlistEntry: (eventId: string, userId: string) =>
      waitlist.findById(waitlistId(eventId, userId)).lean<WaitlistDoc>().exec(),
    insertWaitlistEntry: (doc: Omit<WaitlistDoc, '_id'>): Promise<boolean> =>
      insertOnce(waitlist, { _id: waitlistId(doc.eventId, doc.userId), ...doc }),
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
  };
}
