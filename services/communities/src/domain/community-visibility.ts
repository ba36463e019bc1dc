import { AppError, signedInUser, type AuthUser } from '@campusloop/service-kit';
import { COMMUNITY_MESSAGES } from '@campusloop/contracts';
import type { CommunityDoc } from '../data/community-model';
import type { CommunitiesContext } from './communities-context';

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
 * needs sign-in), a UNIVERSITY community only to verified students of its university — signed out
 * 401, anyone else 403 'Community not found or you may not have access to it.'
 */
export function requireVisible(doc: Pick<CommunityDoc, 'visibility' | 'universityId'>, viewer: AuthUser | undefined): void {
  if (doc.visibility === 'PUBLIC') return;
  const user = signedInUser(viewer);
  if (!isVerifiedStudentOf(user, doc.universityId)) throw AppError.forbidden(COMMUNITY_MESSAGES.notFoundOrNoAccess);
}

/** A live community the viewer may see, or 404 (unknown or being deleted) / 401 / 403. */
export async function findVisibleCommunity(
  ctx: CommunitiesContext,
  viewer: AuthUser | undefined,
  communityId: string,
): Promise<CommunityDoc> {
  const doc = await ctx.store.findLive(communityId);
  if (!doc) throw AppError.notFound(COMMUNITY_MESSAGES.notFoundOrNoAccess);
  requireVisible(doc, viewer);
  return doc;
}
