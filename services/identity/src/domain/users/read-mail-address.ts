import { AppError } from '@campusloop/service-kit';
import type { InternalMailAddressResponse } from '@campusloop/contracts';
import type { IdentityContext } from '../identity-context';

/** GET /internal/users/{userId}/mail-address: where the notifications service mails this user; 404 unknown. */
export async function readMailAddress(ctx: IdentityContext, userId: string): Promise<InternalMailAddressResponse> {
  const user = await ctx.models.users.findById(userId, { email: 1 }).lean<{ _id: string; email: string }>();
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', 'User not found.');
  return { id: user._id, email: user.email };
}
