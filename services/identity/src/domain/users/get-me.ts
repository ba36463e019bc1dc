import { AUTH_MESSAGES, type User } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import type { UserRecord } from '../../data/user-model';
import type { IdentityContext } from '../identity-context';
import { toUserView } from './user-view';

/** The caller's stored record; a token for an account that no longer exists is a dead session (401). */
export async function loadUser(ctx: IdentityContext, userId: string): Promise<UserRecord> {
  const user = await ctx.models.users.findById(userId).lean();
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
  return user;
}

/** GET /users/me. */
export async function getMe(ctx: IdentityContext, userId: string): Promise<User> {
  return toUserView(await loadUser(ctx, userId));
}
