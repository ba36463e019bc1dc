import { MODERATION_MESSAGES, type InternalSetModeratorResponse } from '@campusloop/contracts';
import { AppError, MODERATOR_ROLE } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';
import { revokeSession } from '../tokens/session-tokens';

/**
 * Grants or revokes the moderator role of the account with this (normalised) address: the operator
 * command's use-case. An unknown address is a 404 and nothing is stored. A grant arrives with the
 * user's next access token (a refresh, at most 15 minutes); a revoke ends every live session of the
 * user through the session-revocation path, so an old token carrying the role stops within seconds.
 */
export async function setModerator(ctx: IdentityContext, email: string, moderator: boolean): Promise<InternalSetModeratorResponse> {
  const found = await ctx.models.users.findOne({ email }).lean();
  if (!found) throw AppError.notFound(MODERATION_MESSAGES.accountNotFound);
  const roles = await ctx.userLock.run(found._id, async () => {
    const user = await ctx.models.users.findById(found._id).lean();
    const current = new Set(user?.roles ?? []);
    if (moderator) current.add(MODERATOR_ROLE);
    else current.delete(MODERATOR_ROLE);
    const next = [...current].sort();
    await ctx.models.users.updateOne({ _id: found._id }, { $set: { roles: next, updatedAt: ctx.now() } });
    return next;
  });
  let sessionsRevoked = 0;
  if (!moderator) {
    const live = await ctx.models.refreshFamilies.find({ userId: found._id, revokedAt: null }, { _id: 1 }).lean();
    for (const session of live) await revokeSession(ctx, session._id, 'ROLE_REVOKED');
    sessionsRevoked = live.length;
  }
  return { userId: found._id, email: found.email, roles, sessionsRevoked };
}
