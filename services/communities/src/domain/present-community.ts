import type { Community } from '@campusloop/contracts';
import { blockedMarker, isOwnedBy, presentAuthorship } from '@campusloop/service-kit';
import type { CommunityDoc } from '../data/community-model';
import type { CommunitiesContext } from './communities-context';

/**
 * Communities as `viewerId` sees them (spec §3): `isOwner`, `isMember` (one membership read per
 * page), the creator from the people projection (service-kit's authorship rule; the snapshot stored
 * at creation when identity does not know them).
 */
export async function presentCommunities(
  ctx: CommunitiesContext,
  docs: readonly CommunityDoc[],
  viewerId: string | undefined,
  /** The viewer's memberships among them, when the caller read them already (a list page does, in parallel). */
  knownMemberOf?: ReadonlySet<string>,
): Promise<Community[]> {
  if (docs.length === 0) return [];
  const [memberOf, people] = await Promise.all([
    knownMemberOf ?? memberOfViewer(ctx, docs.map((doc) => doc._id), viewerId),
    ctx.people.loadPeople([...new Set(docs.map((doc) => doc.ownerId))]),
  ]);
  return docs.map((doc) => {
    const { author } = presentAuthorship(
      { isAnonymous: false, authorId: doc.ownerId, author: doc.owner, media: [] },
      viewerId,
      people,
    );
    const isOwner = isOwnedBy(doc.ownerId, viewerId);
    return {
      id: doc._id,
      name: doc.name,
      description: doc.description,
      visibility: doc.visibility,
      universityId: doc.universityId,
      coverImage: doc.cover ? { ...doc.cover } : null,
      memberCount: Math.max(0, doc.memberCount),
      official: doc.official,
      isMember: isOwner || memberOf.has(doc._id),
      isOwner,
      creator: author,
      creatorId: doc.ownerId,
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
      // Only its owner is ever shown a blocked community (community-visibility.ts, the lists).
      ...(isOwner ? blockedMarker(doc) : {}),
    };
  });
}

/** Which of these communities the viewer is a member of (none for a visitor). */
export function memberOfViewer(
  ctx: CommunitiesContext,
  communityIds: readonly string[],
  viewerId: string | undefined,
): Promise<ReadonlySet<string>> {
  return viewerId ? ctx.store.memberOf(communityIds, viewerId) : Promise.resolve(new Set<string>());
}

export async function presentCommunity(
  ctx: CommunitiesContext,
  doc: CommunityDoc,
  viewerId: string | undefined,
): Promise<Community> {
  const [community] = await presentCommunities(ctx, [doc], viewerId);
  return community as Community;
}
