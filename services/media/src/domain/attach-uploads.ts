import {
  MAX_IMAGES_PER_CONTEXT,
  type MediaAttachResponse,
  type UploadDescriptor,
  type mediaAttachRequestSchema,
} from '@campusloop/contracts';
import { AppError, trusted } from '@campusloop/service-kit';
import type { z } from 'zod';
import type { Upload } from '../data/upload-model';
import { moveUpload } from './claim-upload';
import { detachUploads } from './detach-uploads';
import { finalizeUpload } from './finalize-upload';
import type { MediaDeps } from './media-deps';
import { mediaErrors } from './media-errors';
import { toMediaItem } from './to-media-item';

export type AttachUploadsInput = z.output<typeof mediaAttachRequestSchema>;

/** Every descriptor must name an upload of this user, for this context and reference, as declared. */
function checkDescriptor(
  input: AttachUploadsInput,
  descriptor: UploadDescriptor,
  upload: Upload | undefined,
): Upload {
  const key = descriptor.s3Key;
  if (!upload) throw mediaErrors.notFound(key);
  if (upload.userId !== input.userId) throw mediaErrors.notOwned(key);
  if (upload.context !== input.context) throw mediaErrors.invalidContext();
  if (upload.status === 'attached') {
    if (upload.attachedReferenceId !== input.referenceId) throw mediaErrors.attachedElsewhere(key);
  } else if (upload.referenceId !== null && upload.referenceId !== input.referenceId) {
    throw mediaErrors.otherReference(key);
  }
  if (upload.contentType !== descriptor.contentType || upload.declaredSize !== descriptor.fileSize) {
    throw mediaErrors.descriptorMismatch(key);
  }
  if (input.isAnonymous !== undefined && upload.isAnonymous !== input.isAnonymous)
    throw mediaErrors.anonymity();
  return upload;
}

/**
 * Internal: a service accepts its client's upload descriptors for a piece of content. All checks
 * run before anything changes: ownership, context, reference, declared type and size, anonymity,
 * and the context's limit counting what the reference already holds minus `detachIds`. Uploads
 * whose bytes were PUT straight to storage (S3) are verified and re-encoded now. Then the uploads
 * are marked attached (so never swept) and `detachIds` are released. Repeating a successful call
 * answers the same items (callers retry).
 */
export function attachUploads(deps: MediaDeps, input: AttachUploadsInput): Promise<MediaAttachResponse> {
  return deps.userLock.run(input.userId, () => attachUnlocked(deps, input));
}

async function attachUnlocked(deps: MediaDeps, input: AttachUploadsInput): Promise<MediaAttachResponse> {
  const { uploads, storage } = deps;
  const keys = input.descriptors.map((descriptor) => descriptor.s3Key);
  if (new Set(keys).size !== keys.length)
    throw AppError.badRequest('The same upload is listed more than once.');
  const detachIds = input.detachIds ?? [];

  const found = await uploads.find({ key: trusted({ $in: keys }) }).lean<Upload[]>();
  const byKey = new Map(found.map((upload) => [upload.key, upload]));
  const checked = input.descriptors.map((descriptor) =>
    checkDescriptor(input, descriptor, byKey.get(descriptor.s3Key)),
  );
  const toAttach = checked.filter((upload) => upload.status !== 'attached');

  const max = MAX_IMAGES_PER_CONTEXT[input.context];
  const kept = await uploads.countDocuments({
    context: input.context,
    attachedReferenceId: input.referenceId,
    status: 'attached',
    _id: trusted({ $nin: detachIds }),
  });
  if (kept + toAttach.length > max) throw mediaErrors.limit(max, input.context);

  const ready: Upload[] = [];
  for (const upload of toAttach) {
    if (upload.status === 'ready') {
      ready.push(upload);
      continue;
    }
    const processing =
      upload.status === 'pending' ? await moveUpload(deps, upload._id, ['pending'], 'processing') : null;
    if (!processing) throw mediaErrors.busy(upload.key);
    ready.push(await finalizeUpload(deps, processing));
  }

  const attachedNow: Upload[] = [];
  const now = deps.now();
  for (const upload of ready) {
    const descriptor = input.descriptors.find((candidate) => candidate.s3Key === upload.key);
    const attached = await moveUpload(deps, upload._id, ['ready'], 'attached', {
      attachedReferenceId: input.referenceId,
      attachedAt: now,
      originalFilename: descriptor?.originalFilename.trim() || null,
    });
    if (!attached) {
      // Discarded or swept meanwhile: undo this call's attachments and report the missing one.
      for (const done of attachedNow) {
        await moveUpload(deps, done._id, ['attached'], 'ready', {
          attachedReferenceId: null,
          attachedAt: null,
        });
      }
      throw mediaErrors.notFound(upload.key);
    }
    attachedNow.push(attached);
  }

  if (detachIds.length > 0)
    await detachUploads(deps, { context: input.context, referenceId: input.referenceId, ids: detachIds });

  const latest = await uploads.find({ key: trusted({ $in: keys }) }).lean<Upload[]>();
  const latestByKey = new Map(latest.map((upload) => [upload.key, upload]));
  return {
    items: keys.map((key) => {
      const upload = latestByKey.get(key);
      if (!upload) throw mediaErrors.notFound(key);
      return toMediaItem(upload, storage);
    }),
  };
}
