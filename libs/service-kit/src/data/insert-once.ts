import type { Model } from 'mongoose';

/** True for MongoDB's (and FerretDB's) duplicate key error, E11000. */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

/**
 * The test-and-set FerretDB v1 keeps atomic: a plain insert under a unique `_id` either creates the
 * document (true, this caller won) or hits the duplicate key (false, someone already did). Seats,
 * RSVPs, waitlist places and "reminder sent" marks are claimed this way.
 */
export async function insertOnce<T>(model: Model<T>, doc: T): Promise<boolean> {
  try {
    await model.create(doc);
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
