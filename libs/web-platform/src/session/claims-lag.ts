import type { User } from '@campusloop/contracts';
import { readClaims } from './read-claims';

/**
 * Whether the access token still describes `user` as services read it (name, avatar, audience,
 * university, verification, profileComplete). After a profile save that changed any of them the
 * token is refreshed once, so gates that read claims never lag behind what the user saw saved.
 */
export function claimsLagBehind(token: string | null, user: User): boolean {
  if (!token) return false;
  const claims = readClaims(token);
  if (!claims) return true;
  const expected: Record<string, unknown> = {
    name: user.name ?? '',
    avatarUrl: user.avatarUrl,
    audience: user.audience,
    universityId: user.universityId,
    universityName: user.universityName,
    universityVerified: user.universityVerified,
    profileComplete: user.profileComplete,
  };
  return Object.entries(expected).some(([key, value]) => (claims[key] ?? null) !== (value ?? null));
}
