import { Schema, type Connection, type Model } from 'mongoose';
import { z } from 'zod';

export const OUTBOX_STATUSES = ['held', 'pending', 'delivered', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** An event waiting in (or done with) a service's `outbox_events` collection. */
export interface OutboxEvent<P = unknown> {
  id: string;
  type: string;
  payload: P;
  createdAt: Date;
  attempts: number;
  /** When the dispatcher may next try (for `held`: when an unreleased hold expires). */
  nextAttemptAt: Date;
  /** Subscriber URLs that answered 2xx. */
  deliveredTo: string[];
  status: OutboxStatus;
  lastError?: string;
}

/** What a subscriber receives: `POST <url>` with this JSON body and header `x-event-id: <id>`. */
export const eventEnvelopeSchema = z.object({
  id: z.string().min(1).max(128),
  type: z.string().min(1),
  payload: z.unknown(),
  occurredAt: z.string(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;
export const EVENT_ID_HEADER = 'x-event-id';

type OutboxEventDoc = Omit<OutboxEvent, 'id'> & { _id: string };

const outboxEventSchema = new Schema<OutboxEventDoc>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    payload: { type: Schema.Types.Mixed },
    createdAt: { type: Date, required: true },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    deliveredTo: { type: [String], default: [] },
    status: { type: String, enum: OUTBOX_STATUSES, required: true },
    lastError: { type: String },
  },
  { versionKey: false, minimize: false },
);
outboxEventSchema.index({ status: 1, nextAttemptAt: 1 });

export function outboxEventModel(connection: Connection): Model<OutboxEventDoc> {
  return (connection.models['OutboxEvent'] as Model<OutboxEventDoc> | undefined) ??
    connection.model<OutboxEventDoc>('OutboxEvent', outboxEventSchema, 'outbox_events');
}

export function toOutboxEvent<P>({ _id, ...rest }: OutboxEventDoc): OutboxEvent<P> {
  return { id: _id, ...rest, payload: rest.payload as P, deliveredTo: rest.deliveredTo ?? [] };
}
