// Helpers for services' tests: a database per test file and access-token minting. The implementations
// live behind `@campusloop/service-kit/testing` (service-kit's own tests need them and may not depend on
// this lib without a cycle); seed builders shared across services belong here.
export * from '@campusloop/service-kit/testing';
export * from './expect-no-existence-oracle';
