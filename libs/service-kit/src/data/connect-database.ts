import mongoose, { type Connection, type Schema } from 'mongoose';
import type { Logger } from '../logging/logger';
import { publicJson } from './public-json';

export interface ConnectDatabaseOptions {
  /** `MONGODB_URI`; the database is chosen by `dbName`, not by the URI path. */
  uri: string;
  dbName: string;
  logger: Logger;
  /** How long to wait for a server before failing (start-up, readiness, queries). Default 5 s. */
  serverSelectionTimeoutMS?: number;
}

/** Unknown keys in query filters are dropped instead of matching nothing by accident. */
function strictQueries(schema: Schema): void {
  if (schema.get('strictQuery') === undefined || schema.get('strictQuery') === false) schema.set('strictQuery', true);
}

/** Removes user:password from a URI before it is logged. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

/**
 * Opens a dedicated mongoose connection and waits until it is usable.
 * - `bufferCommands: false`: a query while disconnected fails at once instead of hanging for 10 s.
 * - `sanitizeFilter: true`: filter values carrying `$` operators are wrapped in `$eq`, so user input
 *   cannot inject operators; operators our own code writes must be wrapped in `trusted()`.
 * - `strictQuery: true` and the `publicJson` plugin apply to every model created on this connection
 *   (`connection.model(...)`), so register models only on the returned connection.
 * - `autoIndex: true`: schema indexes are built when a model is created; `await Model.init()` before
 *   relying on a unique index (tests do).
 */
export async function connectDatabase(options: ConnectDatabaseOptions): Promise<Connection> {
  const { uri, dbName, logger } = options;
  const connection = mongoose.createConnection(uri, {
    dbName,
    bufferCommands: false,
    autoIndex: true,
    autoCreate: true,
    sanitizeFilter: true,
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5_000,
  });
  connection.plugin(strictQueries);
  connection.plugin(publicJson);
  connection.on('disconnected', () => logger.warn({ dbName }, 'database disconnected'));
  connection.on('reconnected', () => logger.info({ dbName }, 'database reconnected'));
  connection.on('error', (error: unknown) => logger.error({ err: error, dbName }, 'database error'));
  try {
    await connection.asPromise();
  } catch (error) {
    logger.error({ err: error, uri: redactUri(uri), dbName }, 'database connection failed');
    await connection.close().catch(() => undefined);
    throw error;
  }
  logger.info({ uri: redactUri(uri), dbName }, 'database connected');
  return connection;
}
