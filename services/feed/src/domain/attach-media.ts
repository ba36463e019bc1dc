import type { MediaContext, MediaItem, UploadDescriptor } from '@campusloop/contracts';
import type { FeedContext } from './feed-context';

export interface AttachMediaRequest {
  userId: string;
  context: Extract<MediaContext, 'POST' | 'COMMENT'>;
  referenceId: string;
  descriptors: UploadDescriptor[];
  isAnonymous: boolean;
}

/**
 * Asks media to attach the client's new uploads to a post or comment (media checks owner, context,
 * count and anonymity); no call at all when there is nothing new. Media's refusals surface as 400.
 */
export async function attachMedia(ctx: FeedContext, request: AttachMediaRequest): Promise<MediaItem[]> {
  return request.descriptors.length > 0 ? ctx.media.attach(request) : [];
}
