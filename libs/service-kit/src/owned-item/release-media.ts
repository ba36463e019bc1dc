import type { MediaAttachRequest, MediaContext, MediaItem } from '@campusloop/contracts';
import type { Logger } from '../logging/logger';
import type { MediaClient } from '../media/http-media-client';

/**
 * Asks media to attach the client's new uploads (media checks owner, context, count and anonymity);
 * no call at all when there is nothing new. Media's refusals surface as 400.
 */
export async function attachNewMedia(media: MediaClient, request: MediaAttachRequest): Promise<MediaItem[]> {
  return request.descriptors.length > 0 ? media.attach(request) : [];
}

/**
 * Tells media that images of a post, comment, event... are no longer used (all of them without
 * `ids`). Best effort: the content change already happened, and media removes unattached or orphaned
 * uploads by itself later, so a failure is logged, not returned to the user.
 */
export async function releaseMedia(
  { media, logger }: { media: MediaClient; logger: Logger },
  context: MediaContext,
  referenceId: string,
  ids?: string[],
): Promise<void> {
  if (ids && ids.length === 0) return;
  try {
    await media.detach({ context, referenceId, ...(ids ? { ids } : {}) });
  } catch (error) {
    logger.warn({ err: error, context, referenceId }, 'could not release media');
  }
}
