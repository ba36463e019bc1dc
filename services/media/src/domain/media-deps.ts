import type { Clock, KeyedLock, Logger } from '@campusloop/service-kit';
import type { UploadPolicy } from '../config/media-config';
import type { UploadModel } from '../data/upload-model';
import type { StorageDriver } from '../storage/storage-driver';

/** What the media use-cases work with; built once by createApp. */
export interface MediaDeps {
  uploads: UploadModel;
  storage: StorageDriver;
  /** service-kit's clock (tests pass a test clock's `now`: URL expiry, the 24 h sweep). */
  now: Clock;
  policy: Pick<UploadPolicy, 'urlTtlSeconds' | 'draftWindowSeconds' | 'abandonAfterSeconds'>;
  /** Verifies the local driver's upload URLs. */
  signingSecret: string;
  logger: Logger;
  /**
   * Serialises one uploader's presigns and attaches. FerretDB v1 does not apply conditional updates
   * atomically, so two concurrent attaches of one upload, or to one reference, could both pass the
   * checks; every upload and every reference belongs to one user, so a per-user lock closes both races
   * within this process (the embedded default runs one media process; on MongoDB see the README).
   */
  userLock: KeyedLock;
}
