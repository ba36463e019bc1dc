import type { User } from '@campusloop/contracts';

/** The claims of an access token as the browser may read them (no verification: only to compare). */
function readClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0))),
    );
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

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
