import type { Connection } from 'mongoose';
import { insertOnce, trusted } from '@campusloop/service-kit';
import { attendanceId, attendanceModel, type AttendanceDoc } from './attendance-model';

/** The `attendances` collection: one RSVP per student and event (`_id` = `<eventId>:<userId>`). */
export function createAttendanceStore(connection: Connection) {
  const attendances = attendanceModel(connection);
  return {
    init: () => attendances.init(),
    removeForEvent: (eventId: string) => attendances.deleteMany({ eventId }).exec(),
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
    /** Every RSVP, as event and student (building the "my events" lists once, event-lists.ts). */
    allRsvps: () =>
      attendances
        .find({}, { eventId: 1, userId: 1 })
        .lean<Array<Pick<AttendanceDoc, 'eventId' | 'userId'>>>()
        .exec(),
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
    insertAttendance: (doc: Omit<AttendanceDoc, '_id'>): Promise<boolean> =>
      insertOnce(attendances, { _id: attendanceId(doc.eventId, doc.userId), ...doc }),
    /** Deletes the RSVP and answers it (null when there was none: cancelling is idempotent). */
    async deleteAttendance(eventId: string, userId: string): Promise<AttendanceDoc | null> {
      return attendances
        .findOneAndDelete({ _id: attendanceId(eventId, userId) })
        .lean<AttendanceDoc>()
        .exec();
    },
    async setAttendanceSeat(eventId: string, userId: string, seatNo: number): Promise<void> {
      await attendances.updateOne({ _id: attendanceId(eventId, userId) }, { $set: { seatNo } });
    },
    /** RSVPs made while the event had no capacity (they hold no seat). */
    seatlessAttendances: (eventId: string) =>
      attendances.find({ eventId, seatNo: null }).lean<AttendanceDoc[]>().exec(),
  };
}
