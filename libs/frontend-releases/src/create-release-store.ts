import type { ReleaseStoreConfig } from './release-store-config';
import { createFsReleaseStore } from './fs-release-store';
import type { ReleaseStore } from './release-store';
import { createS3ReleaseStore } from './s3-release-store';

export function createReleaseStore(config: ReleaseStoreConfig): ReleaseStore {
  return config.kind === 's3' ? createS3ReleaseStore(config) : createFsReleaseStore(config.dir);
}
