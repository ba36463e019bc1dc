import { EMAIL_SUBSCRIPTION_ERRORS, type EmailSubscription } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import { withEmailDelivery } from '../mail/email-preference';
import { verifyUnsubscribeToken } from '../mail/unsubscribe-token';
import type { NotificationsContext } from './notifications-context';

/** The user a mail's link speaks for; 400 for a forged or malformed token, 410 for an expired one. */
function userOfLink(ctx: NotificationsContext, token: string): string {
  const check = verifyUnsubscribeToken(ctx.mail.unsubscribeSecret, token, ctx.now());
  if (check.ok) return check.userId;
  const error = EMAIL_SUBSCRIPTION_ERRORS[check.reason];
  throw new AppError(check.reason === 'expired' ? 410 : 400, error.code, error.message);
}

/**
 * Sets EMAIL_DELIVERY from a mail's signed link (no session), the rest of the preferences unchanged.
 * Mails still queued are dropped when their turn comes (the sender re-reads the preference).
 */
export async function setEmailDeliveryByLink(
  ctx: NotificationsContext,
  token: string,
  enabled: boolean,
): Promise<EmailSubscription> {
  const userId = userOfLink(ctx, token);
  await ctx.store.forUser(userId, async () => {
    const stored = await ctx.store.storedPreferences(userId);
    await ctx.store.savePreferences(userId, withEmailDelivery(stored, enabled), ctx.now());
  });
  ctx.logger.info({ userId, emailDelivery: enabled }, 'e-mail delivery changed by a mail link');
  return { emailDelivery: enabled };
}
