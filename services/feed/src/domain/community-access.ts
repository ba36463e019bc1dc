import { AppError, type AuthUser } from '@campusloop/service-kit';
import { COMMUNITY_MESSAGES } from '@campusloop/contracts';

export interface CommunityAccessRequest {
  viewer: AuthUser;
  communityId: string;
  /** The university of a university community (from the path), null for a public community. */
  universityId: string | null;
  /** `read`: list and open posts; `write`: post, comment, like. */
  action: 'read' | 'write';
}

/**
 * The communities service's say on a community feed: does the community exist with this
 * visibility (and university), and may this user read or write in it (membership)? It resolves
 * what the feed shows of the community, or throws an AppError (403/404) to refuse.
 *
 * The feed itself enforces what it can know before asking: sign-in for every community feed, and
 * for a university community a verified student of the university in the path. Posts of the public
 * and the university path are kept in separate lists, so one path never shows the other's posts.
 * Over HTTP: `../data/http-community-access.ts`.
 */
export interface CommunityAccess {
  check(request: CommunityAccessRequest): Promise<{ name: string | null }>;
}

/**
 * Without a communities service (COMMUNITIES_URL unset) no community exists: every community feed
 * answers 404 'Community not found or you may not have access to it.' (spec §8). Fail closed — the
 * feed once allowed every id here, so anyone could post into a community nobody created.
 */
export const noCommunities: CommunityAccess = {
  async check() {
    throw AppError.notFound(COMMUNITY_MESSAGES.notFoundOrNoAccess);
  },
};
