import { MODERATION_MESSAGES } from '@campusloop/contracts';
import { AppError } from '../errors/app-error';
import type { AuthUser } from './access-claims';
import { signedInUser } from './authenticate';

export const MODERATOR_ROLE = 'moderator';

/** Whether the caller's token carries the moderator role (identity's `roles` claim). */
export function isModerator(user: AuthUser | undefined): boolean {
  return !!user?.roles?.includes(MODERATOR_ROLE);
}

/**
 * The one moderator guard: signed in (else 401 'Session expired. Please log in again.') and holding
 * the `moderator` role in the access token (else 403 'Only moderators can do this.'). A revoked role
 * ends the user's sessions in identity, so an old token stops within seconds (session revocation).
 */
export function requireModerator(viewer: AuthUser | undefined): AuthUser {
  const user = signedInUser(viewer);
  if (!isModerator(user)) throw AppError.forbidden(MODERATION_MESSAGES.moderatorsOnly);
  return user;
}
