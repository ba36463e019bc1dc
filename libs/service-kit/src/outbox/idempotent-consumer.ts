import { Schema, type Connection, type Model } from 'mongoose';
import { AppError } from '../errors/app-error';
import { trusted } from '../data/trusted';

interface ProcessedEventDoc {
  _id: string;
  state: 'processing' | 'done';
  leaseUntil?: Date;
  processedAt?: Date;
}

const processedEventSchema = new Schema<ProcessedEventDoc>(
  {
    _id: { type: String, required: true },
    state: { type: String, enum: ['processing', 'done'], required: true },
    leaseUntil: { type: Date },
    processedAt: { type: Date },
  },
  { versionKey: false },
);

function processedEventModel(connection: Connection): Model<ProcessedEventDoc> {
  return (connection.models['ProcessedEvent'] as Model<ProcessedEventDoc> | undefined) ??
    connection.model<ProcessedEventDoc>('ProcessedEvent', processedEventSchema, 'processed_events');
}

export interface IdempotentConsumer {
  /**
   * Runs `fn` once per event id: 'processed' the first time, 'duplicate' after it succeeded once.
   * If `fn` throws, the mark is removed so a redelivery runs it again. While another delivery of the
   * same id is still running this throws 409, so the sender retries later instead of marking it done.
   */
  handle(eventId: string, fn: () => Promise<void>): Promise<'processed' | 'duplicate'>;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

/**
 * Deduplicates at-least-once deliveries by event id, using the unique `_id` of `processed_events`:
 * the first delivery inserts `{ _id: eventId, state: 'processing' }`, later ones hit the duplicate key.
 * A delivery whose process died mid-way leaves a lease that expires after `leaseMs`; the next
 * redelivery then takes over.
 */
export function createIdempotentConsumer({ connection, leaseMs = 60_000 }: { connection: Connection; leaseMs?: number }): IdempotentConsumer {
  const Processed = processedEventModel(connection);
  return {
    async handle(eventId, fn) {
      if (typeof eventId !== 'string' || eventId.length === 0 || eventId.length > 128) {
        throw AppError.badRequest('Invalid event id.');
      }
      const leaseUntil = () => new Date(Date.now() + leaseMs);
      try {
        await Processed.create({ _id: eventId, state: 'processing', leaseUntil: leaseUntil() });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const takenOver = await Processed.findOneAndUpdate(
          { _id: eventId, state: 'processing', leaseUntil: trusted({ $lt: new Date() }) },
          { $set: { leaseUntil: leaseUntil() } },
        ).lean();
        if (!takenOver) {
          const existing = await Processed.findById(eventId).lean();
          if (existing?.state === 'done') return 'duplicate';
          throw AppError.conflict('This event is already being processed.');
        }
      }
      try {
        await fn();
      } catch (error) {
        await Processed.deleteOne({ _id: eventId, state: 'processing' }).catch(() => undefined);
        throw error;
      }
      await Processed.updateOne({ _id: eventId }, { $set: { state: 'done', processedAt: new Date() }, $unset: { leaseUntil: 1 } });
      return 'processed';
    },
  };
}
