import type { Collection, Db, Document } from 'mongodb';
import type { Connection } from 'mongoose';

/**
 * A plain (model-less) collection of the connection's database, created up front on first use:
 * FerretDB may refuse two first inserts that both create a collection. `prepare` runs once on it
 * before it is handed out (e.g. reading where a sequence stands). A failed attempt (the connection
 * not open yet) is tried again by the next call. Used by the keyed lock's leases and the notifications
 * live relay's `live_events` and `live_peers`.
 */
export function createdCollection<T extends Document>(
  connection: Connection,
  name: string,
  prepare?: (collection: Collection<T>) => Promise<void>,
): () => Promise<Collection<T>> {
  let ready: Promise<Collection<T>> | undefined;
  return () => {
    ready ??= (async () => {
      const db = connection.db as Db | undefined;
      if (!db) throw new Error(`${name}: the database connection is not open`);
      await db.createCollection(name).catch(() => undefined); // exists already: fine
      const collection = db.collection<T>(name);
      await prepare?.(collection);
      return collection;
    })();
    ready.catch(() => {
      ready = undefined; // try again with the next call
    });
    return ready;
  };
}
