import { AppError } from '@campusloop/service-kit';
import {
  COMMUNITY_COVER_REMOVE,
  COMMUNITY_MESSAGES,
  isUploadDescriptor,
  type CommunityCoverInput,
  type MediaItem,
  type UploadDescriptor,
} from '@campusloop/contracts';

/** The media context of a community's one cover image (spec §9: COMMUNITY 1). */
export const COMMUNITY_MEDIA_CONTEXT = 'COMMUNITY' as const;

/** What a create or edit asks of the cover: nothing, keep the current one, a new upload, or remove it. */
export type CoverChange =
  | { kind: 'unchanged' }
  | { kind: 'keep' }
  | { kind: 'upload'; descriptor: UploadDescriptor }
  | { kind: 'remove' };

/**
 * Reads `coverImage` against the community's current cover (null on create): a reference to any
 * other image than the current one is a 400, so a client cannot point a community at someone else's
 * media.
 */
export function coverChangeOf(input: CommunityCoverInput | null, current: MediaItem | null): CoverChange {
  if (input === null) return { kind: 'unchanged' };
  if (input === COMMUNITY_COVER_REMOVE) return { kind: 'remove' };
  if (isUploadDescriptor(input as Parameters<typeof isUploadDescriptor>[0])) {
    return { kind: 'upload', descriptor: input as UploadDescriptor };
  }
  if ((input as { id: string }).id !== current?.id) {
    throw AppError.validation({ coverImage: COMMUNITY_MESSAGES.coverNotOnCommunity });
  }
  return { kind: 'keep' };
}
