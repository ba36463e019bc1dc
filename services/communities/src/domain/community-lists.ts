import type { CommunityVisibility } from '@campusloop/contracts';

/**
 * The newest-first lists communities are kept in (service-kit's paged-list index): the public list,
 * one campus list per university, and per user the communities they own and those they joined.
 */
export const COMMUNITY_LISTS = {
  public: 'communities:public',
  campus: (universityId: string) => `communities:university:${universityId}`,
  owned: (userId: string) => `communities:owner:${userId}`,
  joined: (userId: string) => `communities:joined:${userId}`,
} as const;

export function listKeyOf(visibility: CommunityVisibility, universityId: string | null): string {
  return visibility === 'UNIVERSITY' && universityId ? COMMUNITY_LISTS.campus(universityId) : COMMUNITY_LISTS.public;
}
