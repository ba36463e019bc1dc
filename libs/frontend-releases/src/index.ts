// Versioned front-end releases: the record of each remote (releases, live version, promotion history),
// the stores that hold them (a directory, an S3-compatible bucket) and the headers their files go out
// with. The gateway reads records per request; `npm run release` (tools/release) writes them.
export * from './release-record';
export type { ReleaseFile, ReleaseStore } from './release-store';
export { createFsReleaseStore, RELEASES_BASE_PATH } from './fs-release-store';
export { createS3ReleaseStore, type S3ReleaseStoreOptions } from './s3-release-store';
export { createReleaseStore } from './create-release-store';
export {
  loadReleaseStoreConfig,
  parseReleaseStoreConfig,
  type ReleaseStoreConfig,
} from './release-store-config';
export { cacheControlFor, contentTypeOf } from './asset-headers';
