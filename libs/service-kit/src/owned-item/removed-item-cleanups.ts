import type { MediaContext } from '@campusloop/contracts';
import type { Logger } from '../logging/logger';
import type { MediaClient } from '../media/http-media-client';
import { releaseMedia } from './release-media';

/** What the cleanups of a removed item reach: the service's media client and logger, its discussion. */
export interface RemovedItemParts {
  media: MediaClient;
  logger: Logger;
  /** The discussion kit's `removeTarget` (a vertical's `DiscussionCleanup`). */
  discussion: { removeTarget(targetId: string): Promise<void> };
}

/**
 * The cleanups every owned item with a discussion and images needs once `deleteOwnedItem` removed it
 * (events, listings): its discussion (comments, replies, likes, their images) and, when it had any,
 * its own images (`releaseMedia`, best effort). A vertical adds its own (list places, RSVPs, ...) beside them.
 */
export function removedItemCleanups(
  parts: RemovedItemParts,
  item: { context: MediaContext; id: string; hadMedia: boolean },
): Array<Promise<unknown>> {
  return [
    parts.discussion.removeTarget(item.id),
    item.hadMedia ? releaseMedia(parts, item.context, item.id) : Promise.resolve(),
  ];
}
