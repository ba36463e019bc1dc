import { ACCOUNT_RESTRICTION_EVENT, MODERATION_MESSAGES, type AccountRestriction, type AccountRestrictionView } from '@campusloop/contracts';
import { AppError, requireModerator, type AuthUser } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';

const HOUR_MS = 60 * 60_000;

/**
 * A moderator restricts an account for `hours` (or lifts it with `hours: null`): identity stores the
 * state (its own `account_restrictions`, refusing the account's writes here at once), records
 * `account.restriction-changed` for every service (delivered where `session.revoked` goes; they also
 * poll /internal/accounts/restrictions) and appends the action to the audit log.
 */
export async function changeRestriction(
  ctx: IdentityContext,
  viewer: AuthUser | undefined,
  userId: string,
  hours: number | null,
  reason: string | undefined,
): Promise<AccountRestrictionView> {
  const moderator = requireModerator(viewer);
  const user = await ctx.models.users.findById(userId, { _id: 1 }).lean();
  if (!user) throw AppError.notFound(MODERATION_MESSAGES.accountNotFound);
  const changedAt = ctx.now();
  const change: AccountRestriction = {
    userId,
    restrictedUntil: hours === null ? null : new Date(changedAt.getTime() + hours * HOUR_MS).toISOString(),
    changedAt: changedAt.toISOString(),
  };
  await ctx.outbox.record(() => ctx.restrictions.apply(change), [{ type: ACCOUNT_RESTRICTION_EVENT, payload: change }]);
  await ctx.audit.record({
    moderatorId: moderator.id,
    action: hours === null ? 'lift' : 'restrict',
    itemType: 'account',
    itemId: userId,
    reason: reason || null,
  });
  return { userId, restrictedUntil: change.restrictedUntil };
}
