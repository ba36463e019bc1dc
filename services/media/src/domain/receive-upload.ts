import type { Readable } from 'node:stream';
import type { Upload } from '../data/upload-model';
import { moveUpload } from './claim-upload';
import { finalizeUpload } from './finalize-upload';
import { BodyTooLargeError, limitBody } from './limit-body';
import type { MediaDeps } from './media-deps';
import { mediaErrors } from './media-errors';
import { removeUpload } from './remove-upload';
import { isValidUploadSignature } from './upload-signature';

export interface ReceiveUploadInput {
  key: string;
  /** From the URL's query. */
  expires?: string;
  sig?: string;
  /** Request headers. */
  contentType?: string;
  contentLength?: string;
  body: Readable;
}

function mimeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Checks URL signature and expiry against the reserved upload; 403 for anything off (no hints). The
 * expiry may not reach past the one presign gave the reservation (`urlExpiresAt`, at most
 * UPLOAD_URL_TTL_SECONDS): a URL signed by anyone holding the secret still cannot live longer.
 */
async function findSignedUpload(deps: MediaDeps, input: ReceiveUploadInput): Promise<Upload> {
  const upload = await deps.uploads.findOne({ key: input.key }).lean<Upload>();
  const expires = Number(input.expires);
  const fields = upload && { key: upload.key, contentType: upload.contentType, size: upload.declaredSize, expires };
  if (!upload || !fields || !Number.isSafeInteger(expires) || !input.sig) throw mediaErrors.urlInvalid();
  if (!isValidUploadSignature(deps.signingSecret, fields, input.sig)) throw mediaErrors.urlInvalid();
  if (expires * 1000 <= deps.now().getTime()) throw mediaErrors.urlInvalid();
  if (expires * 1000 > upload.urlExpiresAt.getTime()) throw mediaErrors.urlInvalid();
  return upload;
}

/**
 * The local driver's PUT: streams the body to a temporary file and enforces the declared size
 * while it arrives (413 as soon as it is exceeded, 400 when it ends short), then checks the bytes
 * and publishes the re-encoded image. Nothing is stored for a refused upload.
 */
export async function receiveUpload(deps: MediaDeps, input: ReceiveUploadInput): Promise<Upload> {
  const { storage } = deps;
  if (!storage.writeIncoming) throw mediaErrors.urlInvalid();
  const upload = await findSignedUpload(deps, input);
  if (upload.status === 'ready' || upload.status === 'attached') throw mediaErrors.alreadyCompleted();
  if (upload.status !== 'pending') throw mediaErrors.busy(upload.key);
  if (mimeOf(input.contentType) !== upload.contentType) throw mediaErrors.invalidType();
  if (input.contentLength !== undefined) {
    const length = Number(input.contentLength);
    if (length > upload.declaredSize) throw mediaErrors.tooLarge(length, upload.declaredSize);
    if (length < upload.declaredSize) throw mediaErrors.tooSmall(upload.declaredSize);
  }

  const receiving = await moveUpload(deps, upload._id, ['pending'], 'receiving');
  if (!receiving) throw mediaErrors.busy(upload.key);
  const limited = limitBody(input.body, upload.declaredSize);
  try {
    await storage.writeIncoming(upload.key, limited.stream);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      await removeUpload(deps, upload, ['receiving']);
      throw mediaErrors.tooLarge(error.received, upload.declaredSize);
    }
    // The client went away or the disk failed: the same URL may be tried again.
    await moveUpload(deps, upload._id, ['receiving'], 'pending');
    throw error;
  }
  if (limited.received() < upload.declaredSize) {
    await removeUpload(deps, upload, ['receiving']);
    throw mediaErrors.tooSmall(upload.declaredSize);
  }

  const processing = await moveUpload(deps, upload._id, ['receiving'], 'processing');
  if (!processing) {
    await storage.deleteIncoming(upload.key);
    throw mediaErrors.notFound(upload.key);
  }
  return finalizeUpload(deps, processing);
}
