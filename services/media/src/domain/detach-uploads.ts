import type { MediaDetachResponse, mediaDetachRequestSchema } from '@campusloop/contracts';
import { trusted } from '@campusloop/service-kit';
import type { z } from 'zod';
import type { Upload } from '../data/upload-model';
import type { MediaDeps } from './media-deps';
import { removeUpload } from './remove-upload';

export type DetachUploadsInput = z.output<typeof mediaDetachRequestSchema>;

/**
 * Internal: content no longer uses these images (edited away, or the content was deleted when
 * `ids` is omitted). They are deleted at once — record first, then bytes. Ids that are not attached
 * to this reference are ignored, so the call is idempotent.
 */
export async function detachUploads(deps: MediaDeps, input: DetachUploadsInput): Promise<MediaDetachResponse> {
  const attached = await deps.uploads
    .find({
      context: input.context,
      attachedReferenceId: input.referenceId,
      status: 'attached',
      ...(input.ids ? { _id: trusted({ $in: input.ids }) } : {}),
    })
    .select({ _id: 1, key: 1 })
    .lean<Pick<Upload, '_id' | 'key'>[]>();
  let detached = 0;
  for (const upload of attached) {
    if (await removeUpload(deps, upload, ['attached'])) detached += 1;
  }
  return { detached };
}
