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
  const { restrictedUntil } = await applyRestriction(ctx, {
    userId,
    hours,
    moderatorId: moderator.id,
    reason,
    audited: { itemType: 'account', itemId: userId },
  });
  return { userId, restrictedUntil };
}

/**
 * The change itself, for a moderator's own call (above) and for a service's sealed one
 * (`PUT /internal/moderation/sealed-restrictions`): there `audited` is the item's reference
 * (`post`, its id), so identity's audit never pairs the account with an anonymous item.
 */
export async function applyRestriction(
  ctx: IdentityContext,
  change: {
    userId: string;
    hours: number | null;
    moderatorId: string;
    reason: string | undefined;
    audited: { itemType: string; itemId: string };
  },
): Promise<{ restrictedUntil: string | null }> {
  const user = await ctx.models.users.findById(change.userId, { _id: 1 }).lean();
  if (!user) throw AppError.notFound(MODERATION_MESSAGES.accountNotFound);
  const changedAt = ctx.now();
  const restriction: AccountRestriction = {
    userId: change.userId,
    restrictedUntil:
      change.hours === null ? null : new Date(changedAt.getTime() + change.hours * HOUR_MS).toISOString(),
    changedAt: changedAt.toISOString(),
  };
  await ctx.outbox.record(() => ctx.restrictions.apply(restriction), [{ type: ACCOUNT_RESTRICTION_EVENT, payload: restriction }]);
  await ctx.audit.record({
    moderatorId: change.moderatorId,
    action: change.hours === null ? 'lift' : 'restrict',
    itemType: change.audited.itemType,
    itemId: change.audited.itemId,
    reason: change.reason || null,
  });
  return { restrictedUntil: restriction.restrictedUntil };
}
