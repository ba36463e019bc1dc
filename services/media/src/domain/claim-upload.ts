import type { Upload, UploadStatus } from '../data/upload-model';
import { trusted } from '@campusloop/service-kit';
import type { MediaDeps } from './media-deps';

/**
 * Moves an upload from one of `from` to `to` atomically (only one request can win a transition)
 * and resolves to the updated record, or null if it was not in one of `from` any more.
 */
export async function moveUpload(
  { uploads, now }: Pick<MediaDeps, 'uploads' | 'now'>,
  id: string,
  from: readonly UploadStatus[],
  to: UploadStatus,
  extra: Partial<Upload> = {},
): Promise<Upload | null> {
  return uploads
    .findOneAndUpdate(
      { _id: id, status: trusted({ $in: [...from] }) },
      { $set: { ...extra, status: to, statusChangedAt: now() } },
      { returnDocument: 'after' },
    )
    .lean<Upload>();
}
