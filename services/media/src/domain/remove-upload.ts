import { trusted } from '@campusloop/service-kit';
import type { Upload } from '../data/upload-model';
import type { MediaDeps } from './media-deps';

/** Deletes an upload's stored objects (both areas; missing ones are fine). */
export async function removeUploadObjects({ storage }: Pick<MediaDeps, 'storage'>, key: string): Promise<void> {
  await storage.deletePublic(key);
  await storage.deleteIncoming(key);
}

/**
 * Removes the record first (only if it is still in one of `fromStatuses`), then its objects, so an
 * upload is never attached after its bytes are gone. Resolves to whether this call removed it.
 */
export async function removeUpload(
  deps: Pick<MediaDeps, 'uploads' | 'storage'>,
  upload: Pick<Upload, '_id' | 'key'>,
  fromStatuses: readonly Upload['status'][],
): Promise<boolean> {
  const removed = await deps.uploads.findOneAndDelete({ _id: upload._id, status: trusted({ $in: [...fromStatuses] }) }).lean();
  if (!removed) return false;
  await removeUploadObjects(deps, upload.key);
  return true;
}
