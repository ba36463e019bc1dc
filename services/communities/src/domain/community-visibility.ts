import {
  AppError,
  isOwnedBy,
  ownedItemChange,
  signedInUser,
  visibleDespiteBlock,
  type AuthUser,
  type OwnedItemChange,
} from '@campusloop/service-kit';
import { COMMUNITY_MESSAGES } from '@campusloop/contracts';
import type { CommunityDoc } from '../data/community-model';
import { communityLockKey, type CommunitiesContext } from './communities-context';

/** A verified university student (audience UNIVERSITY_STUDENT, universityVerified) of `universityId`. */
export function isVerifiedStudentOf(user: AuthUser | undefined, universityId: string | null): boolean {
  return (
    !!user &&
    !!universityId &&
    user.audience === 'UNIVERSITY_STUDENT' &&
    user.universityVerified &&
    user.universityId === universityId
  );
}

/**
 * The visibility rule of spec §6, in one place: a PUBLIC community is visible to everyone (joining
 * needs sign-in), a UNIVERSITY community only to verified students of its university; one a
 * moderator blocked only to its owner (issue 28).
 */
export function isVisibleTo(
  doc: Pick<CommunityDoc, 'visibility' | 'universityId' | 'ownerId' | 'blocked'>,
  viewer: AuthUser | undefined,
): boolean {
  if (!visibleDespiteBlock(doc, doc.ownerId, viewer?.id)) return false;
  return doc.visibility === 'PUBLIC' || isVerifiedStudentOf(viewer, doc.universityId);
}

/**
 * A university's campus list (`GET /communities?universityId=`): its verified students only — signed
 * out 401, anyone else 403. The university id is the caller's own question, not a community id, so
 * this refusal tells nothing about which communities exist.
 */
export function requireCampusListAccess(universityId: string, viewer: AuthUser | undefined): void {
  const user = signedInUser(viewer);
  if (!isVerifiedStudentOf(user, universityId)) throw AppError.forbidden(COMMUNITY_MESSAGES.notFoundOrNoAccess);
}

/**
 * A community the caller may not see answers exactly as one that does not exist (issue 34, finding 5):
 * 404 'Community not found or you may not have access to it.', signed in or out, so nobody can probe
 * which ids are another campus's communities.
 */
export function communityNotFound(): AppError {
  return AppError.notFound(COMMUNITY_MESSAGES.notFoundOrNoAccess);
}

/**
 * A live community the viewer may see, or 404 (unknown, being deleted, not visible to the viewer, or
 * owned by someone the viewer blocked: issue 28).
 */
export async function findVisibleCommunity(
  ctx: CommunitiesContext,
  viewer: AuthUser | undefined,
  communityId: string,
): Promise<CommunityDoc> {
  const found = await ctx.store.findLive(communityId);
  const doc = await ctx.blocks.unlessBlocked(viewer?.id, found, (community) => community.ownerId);
  if (!doc || !isVisibleTo(doc, viewer)) throw communityNotFound();
  return doc;
}

/**
 * The owner's edit or delete of a community (service-kit's `changeOwnedItem`), under its lock: found
 * live (`ownedItemChange`: `findOwnedItem`); someone else's community they may not see is the same 404 as an unknown id
 * (owners always see theirs), one they may see is 403 with `forbiddenMessage`.
 */
export function ownersCommunity(
  ctx: CommunitiesContext,
  user: AuthUser,
  communityId: string,
  forbiddenMessage: string,
): OwnedItemChange<CommunityDoc> {
  return ownedItemChange(user, {
    load: async () => {
      const doc = await ctx.store.findLive(communityId);
      return doc && (isOwnedBy(doc.ownerId, user.id) || isVisibleTo(doc, user)) ? doc : null;
    },
    notFoundMessage: COMMUNITY_MESSAGES.notFoundOrNoAccess,
    ownerOf: (doc) => doc.ownerId,
    forbiddenMessage,
    lock: { lock: ctx.store.lock, key: communityLockKey(communityId) },
  });
}
