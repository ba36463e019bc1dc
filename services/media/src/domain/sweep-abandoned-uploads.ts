import { trusted } from '@campusloop/service-kit';
import type { Upload } from '../data/upload-model';
import type { MediaDeps } from './media-deps';
import { removeUpload } from './remove-upload';

const BATCH = 200;

/** Deletes uploads never attached within `abandonAfterSeconds` (24 h) of their presign. Resolves to how many. */
export async function sweepAbandonedUploads(deps: MediaDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.policy.abandonAfterSeconds * 1000);
  let removed = 0;
  for (;;) {
    const stale = await deps.uploads
      .find({ status: trusted({ $ne: 'attached' as const }), createdAt: trusted({ $lt: cutoff }) })
      .select({ _id: 1, key: 1 })
      .limit(BATCH)
      .lean<Pick<Upload, '_id' | 'key'>[]>();
    for (const upload of stale) {
      if (await removeUpload(deps, upload, ['pending', 'receiving', 'processing', 'ready'])) removed += 1;
    }
    if (stale.length < BATCH) return removed;
  }
}
