import {
  AppError,
  attachNewMedia,
  authorSnapshot,
  newId,
  releaseMedia,
  requireCompleteProfile,
  signedInUser,
  type AuthUser,
} from '@campusloop/service-kit';
import { COMMUNITY_MESSAGES, type Community, type CreateCommunityInput, type MediaItem } from '@campusloop/contracts';
import type { CommunityDoc } from '../data/community-model';
import { membershipId } from '../data/membership-model';
import type { CommunitiesContext } from './communities-context';
import { COMMUNITY_MEDIA_CONTEXT, coverChangeOf } from './community-cover';
import { COMMUNITY_LISTS, listKeyOf } from './community-lists';
import { claimName, nameKeyOf } from './community-names';
import { isVerifiedStudentOf } from './community-visibility';
import { presentCommunity } from './present-community';

/**
 * Which university a new community belongs to: none for PUBLIC (a universityId sent with it is
 * ignored); for UNIVERSITY the caller must be a verified student (403 'You must be university
 * verified to create university communities'), and of the university they name, if they name one
 * (400 'Invalid university selection').
 */
function universityOfNew(user: AuthUser, input: CreateCommunityInput): string | null {
  if (input.visibility === 'PUBLIC') return null;
  if (!isVerifiedStudentOf(user, user.universityId)) {
    throw AppError.forbidden(COMMUNITY_MESSAGES.universityVerificationRequired);
  }
  if (input.universityId !== null && input.universityId !== user.universityId) {
    throw AppError.validation({ universityId: COMMUNITY_MESSAGES.invalidUniversity });
  }
  return user.universityId;
}

/**
 * POST /communities: a signed-in user with a complete profile creates a community; they own it and
 * are its first member (memberCount 1). The name is claimed first (unique within its scope, 400
 * 'name already exists'), then the cover is attached; if a later step fails, both are released.
 */
export async function createCommunity(
  ctx: CommunitiesContext,
  viewer: AuthUser | undefined,
  input: CreateCommunityInput,
): Promise<Community> {
  const user = signedInUser(viewer);
  const universityId = universityOfNew(user, input);
  const person = await requireCompleteProfile(ctx.people, user);
  const change = coverChangeOf(input.coverImage, null);

  const id = newId();
  const nameKey = nameKeyOf(input.name, input.visibility, universityId);
  await claimName(ctx, nameKey, id);
  let cover: MediaItem | null = null;
  let inserted = false;
  try {
    if (change.kind === 'upload') {
      const [attached] = await attachNewMedia(ctx.media, {
        userId: user.id,
        context: COMMUNITY_MEDIA_CONTEXT,
        referenceId: id,
        descriptors: [change.descriptor],
        isAnonymous: false,
      });
      cover = attached ?? null;
    }
    const listKey = listKeyOf(input.visibility, universityId);
    const now = ctx.now();
    const doc: CommunityDoc = {
      _id: id,
      name: input.name,
      nameKey,
      description: input.description,
      visibility: input.visibility,
      universityId,
      cover,
      official: false,
      ownerId: user.id,
      owner: authorSnapshot(user, person),
      memberCount: 1,
      listKey,
      listSeq: await ctx.store.lists.reserve(listKey),
      ownerSeq: await ctx.store.lists.reserve(COMMUNITY_LISTS.owned(user.id)),
      createdAt: now,
      updatedAt: now,
      deletingAt: null,
    };
    await ctx.store.addMembership({
      _id: membershipId(id, user.id),
      communityId: id,
      userId: user.id,
      joinedSeq: null,
      createdAt: now,
    });
    await ctx.store.insertCommunity(doc);
    inserted = true;
    await ctx.store.lists.add(listKey, id, doc.listSeq);
    await ctx.store.lists.add(COMMUNITY_LISTS.owned(user.id), id, doc.ownerSeq);
    return await presentCommunity(ctx, doc, user.id);
  } catch (error) {
    if (inserted) await ctx.store.deleteCommunity(id).catch(() => undefined);
    await ctx.store.deleteMembershipsOf(id).catch(() => undefined);
    await ctx.store.releaseName(nameKey, id).catch(() => undefined);
    if (cover) await releaseMedia(ctx, COMMUNITY_MEDIA_CONTEXT, id);
    throw error;
  }
}
