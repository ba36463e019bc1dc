import type { Upload } from '../data/upload-model';
import type { MediaDeps } from './media-deps';
import { mediaErrors } from './media-errors';
import { removeUpload } from './remove-upload';

/**
 * The uploader drops an upload their form no longer uses (the widget's remove), so it stops
 * counting towards the context limit at once. Attached uploads belong to content: 409. Someone
 * else's key answers 404, like a key that does not exist.
 */
export async function discardUpload(deps: MediaDeps, userId: string, key: string): Promise<void> {
  const upload = await deps.uploads.findOne({ key, userId }).lean<Upload>();
  if (!upload) throw mediaErrors.notFound(key);
  if (upload.status === 'attached') throw mediaErrors.attachedElsewhere(key);
  const removed = await removeUpload(deps, upload, ['pending', 'receiving', 'processing', 'ready']);
  if (!removed) throw mediaErrors.attachedElsewhere(key);
}
