import type { Connection } from 'mongoose';
import { connectDatabase } from '../data/connect-database';
import { createLogger } from '../logging/logger';
import { testDatabaseName, withDatabaseName } from './test-database-name';

export interface TestDatabase {
  /** The open connection (publicJson, sanitizeFilter... exactly as services get from connectDatabase). */
  connection(): Connection;
  /** MONGODB_URI with this file's database in its path. */
  uri(): string;
  /** This file's database name. */
  dbName(): string;
}

/**
 * Call at the top level of a test file (jest project with `{ database: true }`): before all tests it
 * connects to `process.env.MONGODB_URI` (set by the jest global setup) using a database of its own;
 * after all tests it drops that database and closes the connection.
 */
export function useTestDatabase(): TestDatabase {
  let connection: Connection | undefined;
  let dbName: string | undefined;
  let serverUri: string | undefined;

  beforeAll(async () => {
    serverUri = process.env['MONGODB_URI'];
    if (!serverUri) {
      throw new Error('MONGODB_URI is not set: use `{ database: true }` in jest.config.cjs (jest.preset.cjs)');
    }
    dbName = testDatabaseName(expect.getState().testPath);
    connection = await connectDatabase({
      uri: serverUri,
      dbName,
      logger: createLogger({ name: 'test-database', level: 'silent' }),
    });
  });

  afterAll(async () => {
    if (!connection) return;
    try {
      if (connection.readyState === 1) await connection.dropDatabase();
    } finally {
      await connection.close();
      connection = undefined;
    }
  });

  const required = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestDatabase(): use connection()/uri() inside tests or hooks, not at import time');
    return value;
  };

  return {
    connection: () => required(connection),
    uri: () => withDatabaseName(required(serverUri), required(dbName)),
    dbName: () => required(dbName),
  };
}
