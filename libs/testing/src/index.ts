export * from './database/use-test-database';
export * from './database/test-database-name';
