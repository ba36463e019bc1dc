import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A claimed seat of a capped event: `_id` = `<eventId>#<seatNo>`, seatNo 1..capacity. Claiming is a
 * plain insert that either creates the seat or fails with a duplicate key, so two processes (or
 * FerretDB's non-atomic updates) can never hand out one seat twice and never more than `capacity`.
 */
export interface SeatDoc {
  _id: string;
  eventId: string;
  seatNo: number;
  userId: string;
  createdAt: Date;
}

const seatSchema = new Schema<SeatDoc>(
  {
    _id: { type: String, required: true },
    eventId: { type: String, required: true },
    seatNo: { type: Number, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false },
);
seatSchema.index({ eventId: 1 });

export function seatModel(connection: Connection): Model<SeatDoc> {
  return (
    (connection.models['Seat'] as Model<SeatDoc> | undefined) ??
    connection.model<SeatDoc>('Seat', seatSchema, 'seats')
  );
}

export const seatId = (eventId: string, seatNo: number): string => `${eventId}#${seatNo}`;
