// The release store and records, shared by the gateway (reads them per request) and tools/release (writes them).
export * from './release-record';
export type { ReleaseFile, ReleaseStore } from './release-store';
export { createFsReleaseStore, RELEASES_BASE_PATH } from './fs-release-store';
export { createS3ReleaseStore, type S3ReleaseStoreOptions } from './s3-release-store';
export { createReleaseStore } from './create-release-store';
export {
  loadFrontendsConfig,
  remoteUrlEnvKey,
  type FrontendsConfig,
  type ReleaseStoreConfig,
} from '../frontends-config';
export { REMOTE_APPS, containerName, type RemoteApp } from '../remote-apps';
