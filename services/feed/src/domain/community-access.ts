import type { AuthUser } from '@campusloop/service-kit';

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
 * The communities service is not built yet: the default allows everything and knows no names. The
 * feed itself already enforces what it can know: sign-in for every community feed, and for a
 * university community a verified student of the university in the path. Posts of the public and
 * the university path are kept in separate lists, so one path never shows the other's posts.
 */
export interface CommunityAccess {
  check(request: CommunityAccessRequest): Promise<{ name: string | null }>;
}

export const allowAllCommunities: CommunityAccess = {
  async check() {
    return { name: null };
  },
};
