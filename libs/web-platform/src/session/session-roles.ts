import type { UserRole } from '@campusloop/contracts';
import { readClaims } from './read-claims';
import { tokenStorage } from './token-storage';

const MODERATOR: UserRole = 'moderator';

/**
 * The roles the session's access token carries (identity's `roles` claim; services check the same
 * claim, verified). Only to choose what to show: a role granted since the token was issued arrives
 * with the next token (sign in again), and every service refuses a caller without it anyway.
 */
export function sessionRoles(token: string | null = tokenStorage.getAccessToken()): string[] {
  const roles = token ? readClaims(token)?.['roles'] : undefined;
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

/** Whether the signed-in session is a moderator's (the moderators' screen and its menu entry). */
export function isModeratorSession(token: string | null = tokenStorage.getAccessToken()): boolean {
  return sessionRoles(token).includes(MODERATOR);
}
