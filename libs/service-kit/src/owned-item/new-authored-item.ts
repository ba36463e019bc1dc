import type { MediaContext, MediaItem, Person, UploadDescriptor } from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import type { StoredAuthoredItem } from '../data/stored-authored-item';
import { newId } from '../ids/new-id';
import type { MediaClient } from '../media/http-media-client';
import type { PeopleProjection } from '../people/create-people-projection';
import { requireCompleteProfile } from '../people/require-complete-profile';
import { authorSnapshot } from './authorship';
import { attachNewMedia } from './release-media';

export interface NewAuthoredItem {
  id: string;
  /** The author's current facts (undefined when identity and the projection do not know them yet). */
  person: Person | undefined;
  /** The uploads attached to the new id (none asked → no media call). */
  media: MediaItem[];
}

/**
 * The start every new post, comment, event... shares: the author's profile must be complete on
 * identity's current facts (403 PROFILE_INCOMPLETE with `profileMessage` otherwise), the item gets
 * its id, and media attaches the client's uploads to it (checking owner, context, count, anonymity).
 * If the caller's write then fails it releases the media (`releaseMedia`).
 */
export async function newAuthoredItem(
  ctx: { people: Pick<PeopleProjection, 'loadPeople' | 'loadFresh'>; media: MediaClient },
  user: AuthUser,
  item: { context: MediaContext; descriptors: UploadDescriptor[]; isAnonymous: boolean; profileMessage?: string },
): Promise<NewAuthoredItem> {
  const person = await requireCompleteProfile(ctx.people, user, item.profileMessage);
  const id = newId();
  const media = await attachNewMedia(ctx.media, {
    userId: user.id,
    context: item.context,
    referenceId: id,
    descriptors: item.descriptors,
    isAnonymous: item.isAnonymous,
  });
  return { id, person, media };
}

/** The stored fields every new authored item starts with (no likes yet; the author's snapshot as a fallback). */
export function storedAuthoredItem(
  user: AuthUser,
  { id, person, media }: NewAuthoredItem,
  { body, isAnonymous, createdAt }: { body: string; isAnonymous: boolean; createdAt: Date },
): StoredAuthoredItem {
  return { _id: id, body, media, isAnonymous, authorId: user.id, author: authorSnapshot(user, person), likeCount: 0, createdAt };
}
