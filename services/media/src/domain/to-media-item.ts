import type { MediaItem } from '@campusloop/contracts';
import type { Upload } from '../data/upload-model';
import type { StorageDriver } from '../storage/storage-driver';

/** The media item other services store and clients see; anonymous uploads never carry their file name. */
export function toMediaItem(upload: Upload, storage: StorageDriver): MediaItem {
  return {
    id: upload._id,
    url: storage.publicUrl(upload.key),
    isDefault: false,
    s3Key: upload.key,
    ...(upload.originalFilename && !upload.isAnonymous ? { originalFilename: upload.originalFilename } : {}),
    contentType: upload.contentType,
    fileSize: upload.storedSize ?? upload.declaredSize,
  };
}
