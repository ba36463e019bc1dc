// Test-only helpers (entry `@campusloop/service-kit/testing`); production code never imports this.
// `@campusloop/testing` re-exports it for services' tests.
export * from './use-test-database';
export * from './test-database-name';
export * from './create-test-auth';
export * from './test-service-auth';
export * from './fake-media-server';
export * from './keep-alive-client';
export * from './vertical-test-kit';
export * from './route-coverage';
export * from './contract-assertion';
export * from './test-clock';
export * from './free-port';
export * from './mail-inbox';
export * from './expect-moderators-only';
