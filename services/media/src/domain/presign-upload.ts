import {
  IMAGE_EXTENSIONS,
  MAX_IMAGES_PER_CONTEXT,
  mediaContextSlug,
  type PresignRequestParsed,
  type PresignResponse,
} from '@campusloop/contracts';
import { newId, trusted } from '@campusloop/service-kit';
import type { MediaDeps } from './media-deps';
import { mediaErrors } from './media-errors';

/**
 * Reserves a key and signs an upload URL for it.
 *
 * Limit: the user's drafts for (context, referenceId) — uploads not attached yet and younger than
 * the draft window — may not exceed the context's maximum (spec §9). Images already attached to the
 * reference are checked at attach time instead, where the caller also says which ones it releases:
 * counting them here would refuse "remove one image, add another" while editing a post.
 * Drafts older than the window no longer count (an abandoned form does not block a new one) and
 * are swept after 24 h; a discarded upload (DELETE) stops counting at once.
 */
export function presignUpload(
  deps: MediaDeps,
  userId: string,
  request: PresignRequestParsed,
): Promise<PresignResponse> {
  return deps.userLock.run(userId, () => presignUnlocked(deps, userId, request));
}

async function presignUnlocked(
  deps: MediaDeps,
  userId: string,
  request: PresignRequestParsed,
): Promise<PresignResponse> {
  const { uploads, storage, policy } = deps;
  const now = deps.now();
  const max = MAX_IMAGES_PER_CONTEXT[request.context];
  const drafts = await uploads.countDocuments({
    userId,
    context: request.context,
    referenceId: request.referenceId,
    status: trusted({ $ne: 'attached' as const }),
    createdAt: trusted({ $gt: new Date(now.getTime() - policy.draftWindowSeconds * 1000) }),
  });
  if (drafts >= max) throw mediaErrors.limit(max, request.context);

  const id = newId();
  const key = `${mediaContextSlug(request.context)}/${id}.${IMAGE_EXTENSIONS[request.contentType]}`;
  const expiresAt = new Date(now.getTime() + policy.urlTtlSeconds * 1000);
  // Whole seconds: the URL carries Unix seconds.
  expiresAt.setMilliseconds(0);
  await uploads.create({
    _id: id,
    key,
    userId,
    context: request.context,
    referenceId: request.referenceId,
    isAnonymous: request.isAnonymous,
    contentType: request.contentType,
    declaredSize: request.size,
    urlExpiresAt: expiresAt,
    status: 'pending',
    createdAt: now,
    statusChangedAt: now,
  });
  const target = await storage.createUploadTarget({
    key,
    contentType: request.contentType,
    size: request.size,
    issuedAt: now,
    expiresAt,
  });
  return {
    uploadUrl: target.url,
    key,
    expiresAt: expiresAt.toISOString(),
    method: 'PUT',
    headers: target.headers,
  };
}
