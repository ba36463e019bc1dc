import { AppError, changeOwnedItem, releaseMedia, signedInUser, type AuthUser } from '@campusloop/service-kit';
import { COMMUNITY_MESSAGES, type Community, type MediaItem, type UpdateCommunityInput } from '@campusloop/contracts';
import type { CommunitiesContext } from './communities-context';
import { ownersCommunity } from './community-visibility';
import { COMMUNITY_MEDIA_CONTEXT, coverChangeOf } from './community-cover';
import { claimName, nameKeyOf } from './community-names';
import { presentCommunity } from './present-community';

/**
 * PUT /communities/{id} by its owner (403 others who may see it, 404 those who may not): name, description and cover. The visibility (and
 * a university community's university) never changes (400 'Community type cannot be changed after
 * creation'). A new name is claimed before it is written and the old claim released after.
 */
export async function updateCommunity(
  ctx: CommunitiesContext,
  viewer: AuthUser | undefined,
  communityId: string,
  input: UpdateCommunityInput,
): Promise<Community> {
  const user = signedInUser(viewer);
  const owner = ownersCommunity(ctx, user, communityId, COMMUNITY_MESSAGES.updateForbidden);
  const updated = await changeOwnedItem(owner, async (doc) => {
    if (input.visibility !== doc.visibility) {
      throw AppError.validation({ visibility: COMMUNITY_MESSAGES.visibilityLocked });
    }
    if (doc.visibility === 'UNIVERSITY' && input.universityId !== null && input.universityId !== doc.universityId) {
      throw AppError.validation({ universityId: COMMUNITY_MESSAGES.invalidUniversity });
    }
    const change = coverChangeOf(input.coverImage, doc.cover);

    const nameKey = nameKeyOf(input.name, doc.visibility, doc.universityId);
    const renamed = nameKey !== doc.nameKey;
    if (renamed) await claimName(ctx, nameKey, communityId);
    let cover: MediaItem | null = doc.cover;
    try {
      if (change.kind === 'upload') {
        const [item] = await ctx.media.attach({
          userId: user.id,
          context: COMMUNITY_MEDIA_CONTEXT,
          referenceId: communityId,
          descriptors: [change.descriptor],
          // One cover per community (spec §9): media swaps the old one out in the same call.
          ...(doc.cover ? { detachIds: [doc.cover.id] } : {}),
        });
        cover = item ?? null;
      } else if (change.kind === 'remove') {
        cover = null;
      }
      const changes = { name: input.name, nameKey, description: input.description, cover, updatedAt: ctx.now() };
      await ctx.store.setCommunityFields(communityId, changes);
      if (renamed) await ctx.store.releaseName(doc.nameKey, communityId);
      if (change.kind === 'remove' && doc.cover) {
        await releaseMedia(ctx, COMMUNITY_MEDIA_CONTEXT, communityId, [doc.cover.id]);
      }
      return { ...doc, ...changes };
    } catch (error) {
      if (renamed) await ctx.store.releaseName(nameKey, communityId).catch(() => undefined);
      if (change.kind === 'upload' && cover) await releaseMedia(ctx, COMMUNITY_MEDIA_CONTEXT, communityId, [cover.id]);
      throw error;
    }
  });
  return presentCommunity(ctx, updated, user.id);
}
