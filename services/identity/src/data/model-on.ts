import type { Connection, Model, Schema } from 'mongoose';

/** The model `name` on this connection, created on first use (createApp may run more than once per connection). */
export function modelOn<T>(connection: Connection, name: string, schema: Schema<T>): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
}
