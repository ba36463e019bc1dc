import { Schema, type Connection, type Model } from 'mongoose';

/**
 * One student's RSVP to one event. `_id` = `<eventId>:<userId>`: the primary key makes a second
 * RSVP of the same student impossible on every engine (the idempotence of POST .../rsvp).
 * `seatNo` is the seat claimed for a capped event (see seat-model.ts), null without a capacity.
 * rsvpCount is the number of these documents: counted, never a stored counter.
 */
export interface AttendanceDoc {
  _id: string;
  eventId: string;
  userId: string;
  seatNo: number | null;
  createdAt: Date;
}

const attendanceSchema = new Schema<AttendanceDoc>(
  {
    _id: { type: String, required: true },
    eventId: { type: String, required: true },
    userId: { type: String, required: true },
    seatNo: { type: Number, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false },
);
attendanceSchema.index({ eventId: 1 });
attendanceSchema.index({ userId: 1 });

export function attendanceModel(connection: Connection): Model<AttendanceDoc> {
  return (
    (connection.models['Attendance'] as Model<AttendanceDoc> | undefined) ??
    connection.model<AttendanceDoc>('Attendance', attendanceSchema, 'attendances')
  );
}

export const attendanceId = (eventId: string, userId: string): string => `${eventId}:${userId}`;
