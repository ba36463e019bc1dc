import { isUploadDescriptor, type MediaInput, type MediaItem, type UploadDescriptor } from '@campusloop/contracts';
import { AppError } from '../errors/app-error';

export interface MediaEditPlan {
  /** New uploads to attach, in request order. */
  uploads: UploadDescriptor[];
  /** Ids of current images no longer wanted. */
  removedIds: string[];
  /** The resulting list, given the attached items for `uploads` (same order). */
  resolve(attached: MediaItem[]): MediaItem[];
  changed: boolean;
}

/**
 * What an edit's `media` means against the item's current images (spec §3: existing media is sent
 * back as its id, new media as an upload descriptor; omitted keeps them). An id that is not on the
 * item, or twice, is a 400 with `notOnItemMessage` on `media`. Feed's posts and reviews' ratings.
 */
export function planMediaEdit(
  current: MediaItem[],
  requested: MediaInput[] | undefined,
  notOnItemMessage: string,
): MediaEditPlan {
  if (requested === undefined) {
    return { uploads: [], removedIds: [], resolve: () => current, changed: false };
  }
  const byId = new Map(current.map((item) => [item.id, item]));
  const kept = new Set<string>();
  const uploads: UploadDescriptor[] = [];
  for (const entry of requested) {
    if (isUploadDescriptor(entry)) {
      uploads.push(entry);
    } else if (!byId.has(entry.id) || kept.has(entry.id)) {
      throw AppError.validation({ media: notOnItemMessage });
    } else {
      kept.add(entry.id);
    }
  }
  const removedIds = current.filter((item) => !kept.has(item.id)).map((item) => item.id);
  const resolve = (attached: MediaItem[]): MediaItem[] => {
    let next = 0;
    return requested.map((entry) =>
      isUploadDescriptor(entry) ? (attached[next++] as MediaItem) : (byId.get(entry.id) as MediaItem),
    );
  };
  const sameOrder =
    uploads.length === 0 &&
    requested.length === current.length &&
    requested.every((entry, index) => !isUploadDescriptor(entry) && entry.id === current[index]?.id);
  return { uploads, removedIds, resolve, changed: !sameOrder };
}
