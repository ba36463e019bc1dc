import { AppError } from '@campusloop/service-kit';
import {
  COMMUNITY_MESSAGES,
  type CommunityAccessRequest,
  type CommunityAccessResponse,
} from '@campusloop/contracts';
import type { CommunitiesContext } from './communities-context';

/**
 * POST /internal/communities/access (the feed, before it lists, opens or writes a community post):
 * the community must exist on the path the feed was asked for — public (universityId null) or under
 * its own university — else 404; then only its members (the owner included) may read or write: 403
 * 'Join this community to see and share its posts.', which the community page answers with Join
 * Community. A community a moderator blocked is 404 for all but its owner, and refuses the owner's
 * writes (403 'blocked'). One whose owner the reader blocked is 404 for them too. The feed has already checked that a university community's reader is a verified student
 * of the university in its path.
 */
export async function checkCommunityAccess(
  ctx: CommunitiesContext,
  { communityId, universityId, userId, action }: CommunityAccessRequest,
): Promise<CommunityAccessResponse> {
  const doc = await ctx.store.findLive(communityId);
  const onThisPath =
    !!doc &&
    (doc.visibility === 'PUBLIC' ? universityId === null : universityId !== null && doc.universityId === universityId);
  if (!doc || !onThisPath) throw AppError.notFound(COMMUNITY_MESSAGES.notFoundOrNoAccess);
  if (doc.blocked === true) {
    // Blocked by a moderator (issue 28): gone for everyone but its owner, who may read but not post.
    if (doc.ownerId !== userId) throw AppError.notFound(COMMUNITY_MESSAGES.notFoundOrNoAccess);
    if (action === 'write') throw AppError.forbidden(COMMUNITY_MESSAGES.blockedNoPosts);
  }
  // A community of someone the reader blocked is, for the reader, one that does not exist (issue 28).
  if (!(await ctx.blocks.unlessBlocked(userId, doc, (community) => community.ownerId)))
    throw AppError.notFound(COMMUNITY_MESSAGES.notFoundOrNoAccess);
  const member = doc.ownerId === userId || (await ctx.store.findMembership(communityId, userId)) !== null;
  if (!member) throw AppError.forbidden(COMMUNITY_MESSAGES.joinToSeePosts);
  return { name: doc.name };
}
