import type { MediaConfig } from '../config/media-config';
import { LocalStorageDriver } from './local-storage-driver';
import { S3StorageDriver } from './s3-storage-driver';
import type { StorageDriver } from './storage-driver';

/** MEDIA_DRIVER=local (default) or s3; `signingSecret` is the resolved one (configured or generated). */
export function createStorageDriver(config: MediaConfig & { signingSecret: string }): StorageDriver {
  if (config.driver === 's3') {
    if (!config.s3) throw new Error('MEDIA_DRIVER=s3 needs S3_BUCKET');
    return new S3StorageDriver({ ...config.s3, mediaBaseUrl: config.publicBaseUrl });
  }
  return new LocalStorageDriver({
    dir: config.mediaDir,
    signingSecret: config.signingSecret,
    publicBaseUrl: config.publicBaseUrl,
  });
}
