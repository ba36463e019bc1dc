import type { AppError } from '@campusloop/service-kit';
import type { Upload } from '../data/upload-model';
import { moveUpload } from './claim-upload';
import { detectImageType } from './image/detect-image-type';
import { reencodeImage, type ReencodedImage } from './image/reencode-image';
import type { MediaDeps } from './media-deps';
import { mediaErrors } from './media-errors';
import { removeUpload, removeUploadObjects } from './remove-upload';

/**
 * Checks the received bytes of an upload the caller moved to `processing` — exact declared size,
 * magic bytes of the declared type, decodable by sharp — and publishes the re-encoded image
 * (no EXIF/GPS). A file that fails a check is deleted with its record and the caller gets the
 * reason; an upload whose bytes never arrived goes back to `pending` (the URL may still be used).
 */
export async function finalizeUpload(deps: MediaDeps, upload: Upload): Promise<Upload> {
  const { storage, logger } = deps;
  const received = await storage.readIncoming(upload.key, upload.declaredSize);
  if (!received) {
    await moveUpload(deps, upload._id, ['processing'], 'pending');
    throw mediaErrors.incomplete(upload.key);
  }

  let rejection: AppError | undefined;
  let image: ReencodedImage | undefined;
  if (received.length > upload.declaredSize) rejection = mediaErrors.tooLarge(received.length, upload.declaredSize);
  else if (received.length < upload.declaredSize) rejection = mediaErrors.tooSmall(upload.declaredSize);
  else if (detectImageType(received) !== upload.contentType) rejection = mediaErrors.invalidType();
  else {
    try {
      image = await reencodeImage(received, upload.contentType);
    } catch (error) {
      logger.info({ err: error, key: upload.key }, 'upload is not a decodable image');
      rejection = mediaErrors.invalidType();
    }
  }
  if (rejection || !image) {
    await removeUpload(deps, upload, ['processing']);
    throw rejection ?? mediaErrors.invalidType();
  }

  try {
    await storage.putPublic(upload.key, image.data, upload.contentType);
    await storage.deleteIncoming(upload.key);
  } catch (error) {
    await moveUpload(deps, upload._id, ['processing'], 'pending').catch(() => undefined);
    throw error;
  }
  const ready = await moveUpload(deps, upload._id, ['processing'], 'ready', {
    storedSize: image.data.length,
    width: image.width,
    height: image.height,
  });
  if (!ready) {
    // Discarded while we worked: leave nothing behind.
    await removeUploadObjects(deps, upload.key);
    throw mediaErrors.notFound(upload.key);
  }
  return ready;
}
