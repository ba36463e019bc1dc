import { requireVerifiedStudent, signedInUser, type AuthUser } from '@campusloop/service-kit';
import type { PostScope } from '@campusloop/contracts';
import type { PostDoc } from '../data/post-model';
import type { FeedContext } from './feed-context';

/** Which feed a post lives in. */
export type FeedTarget =
  | { scope: 'PUBLIC' }
  | { scope: 'CAMPUS'; universityId: string }
  | { scope: 'COMMUNITY'; communityId: string; universityId: string | null };

export type FeedAction = 'read' | 'write';

/** The list a feed's posts are kept in (see paged-list-index.ts). */
export function feedListKey(target: FeedTarget): string {
  switch (target.scope) {
    case 'PUBLIC':
      return 'feed:public';
    case 'CAMPUS':
      return `feed:campus:${target.universityId}`;
    case 'COMMUNITY':
      return target.universityId
        ? `feed:university-community:${target.universityId}:${target.communityId}`
        : `feed:public-community:${target.communityId}`;
  }
}

export function targetOfPost(post: Pick<PostDoc, 'scope' | 'universityId' | 'communityId'>): FeedTarget {
  const scope: PostScope = post.scope;
  if (scope === 'CAMPUS') return { scope, universityId: post.universityId ?? '' };
  if (scope === 'COMMUNITY')
    return { scope, communityId: post.communityId ?? '', universityId: post.universityId };
  return { scope: 'PUBLIC' };
}

export interface FeedAccess {
  /** The signed-in viewer, when there is one. */
  user: AuthUser | undefined;
  communityName: string | null;
}

/**
 * The access rules of a feed (spec §6, architecture "Identity and access"):
 * - public feed: everyone reads (visitors too); writing (post, comment, like) needs sign-in;
 * - campus feed: a verified student (audience UNIVERSITY_STUDENT, universityVerified) of exactly
 *   that university, for reading and writing; others get 403 'Access denied. Please verify your
 *   university email.';
 * - community feeds: sign-in; a university community also the campus rule; then the communities
 *   service's say (community-access.ts).
 * Signed out where sign-in is needed: 401.
 */
export async function authorizeFeed(
  ctx: Pick<FeedContext, 'communities'>,
  viewer: AuthUser | undefined,
  target: FeedTarget,
  action: FeedAction,
): Promise<FeedAccess> {
  if (target.scope === 'PUBLIC') {
    if (action === 'write') signedInUser(viewer);
    return { user: viewer, communityName: null };
  }
  const user = signedInUser(viewer);
  if (target.scope === 'CAMPUS') {
    requireVerifiedStudent(user, target.universityId);
    return { user, communityName: null };
  }
  if (target.universityId !== null) requireVerifiedStudent(user, target.universityId);
  const community = await ctx.communities.check({
    viewer: user,
    communityId: target.communityId,
    universityId: target.universityId,
    action,
  });
  return { user, communityName: community.name };
}
