import type { Connection, Model, Schema } from 'mongoose';

/**
 * The model `name` on this connection, registered once (every later call, e.g. a second app on the
 * same connection in tests, gets the same model): the one way services and kits declare collections.
 */
export function registerModel<T>(connection: Connection, name: string, schema: Schema<T>, collection: string): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema, collection);
}
