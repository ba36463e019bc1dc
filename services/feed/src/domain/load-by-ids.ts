import type { Model } from 'mongoose';

/**
 * Documents by id in the given order, skipping ids deleted meanwhile. One primary-key read each,
 * in parallel: on FerretDB v1 only `{ _id: value }` is served by an index (`$in` scans the collection).
 */
export async function loadByIds<T extends { _id: string }>(model: Model<T>, ids: readonly string[]): Promise<T[]> {
  const docs = await Promise.all(ids.map((id) => model.findById(id).lean<T>()));
  return docs.filter((doc): doc is NonNullable<typeof doc> => doc !== null) as T[];
}
