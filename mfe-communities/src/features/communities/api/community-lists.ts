import { COMMUNITIES_PATHS, fillPath } from '@campusloop/contracts';

/** The four tabs of spec §2 Communities. */
export type CommunityListKind = 'public' | 'campus' | 'mine' | 'joined';

/** Which list; the university is part of the campus list's key so another user's lists never mix in. */
export type CommunityListKey = { kind: CommunityListKind; universityId?: string | null };

/** GET path and query of a list (spec §7 Communities; templates from the route contract's paths). */
export function communityListRequest({ kind, universityId }: CommunityListKey): {
  url: string;
  params: Record<string, string>;
} {
  if (kind === 'mine') return { url: COMMUNITIES_PATHS.mine, params: {} };
  if (kind === 'joined') return { url: COMMUNITIES_PATHS.joined, params: {} };
  if (kind === 'campus' && universityId) return { url: COMMUNITIES_PATHS.list, params: { universityId } };
  return { url: COMMUNITIES_PATHS.list, params: {} };
}

export const communityPath = (communityId: string) => fillPath(COMMUNITIES_PATHS.community, { communityId });
