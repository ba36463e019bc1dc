import type { Logger } from '@campusloop/service-kit';
import type { UploadPolicy } from '../config/media-config';
import type { UploadModel } from '../data/upload-model';
import type { StorageDriver } from '../storage/storage-driver';
import type { Clock } from './clock';

/** What the media use-cases work with; built once by createApp. */
export interface MediaDeps {
  uploads: UploadModel;
  storage: StorageDriver;
  clock: Clock;
  policy: Pick<UploadPolicy, 'urlTtlSeconds' | 'draftWindowSeconds' | 'abandonAfterSeconds'>;
  /** Verifies the local driver's upload URLs. */
  signingSecret: string;
  logger: Logger;
}
