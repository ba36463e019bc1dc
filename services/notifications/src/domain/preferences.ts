import { AppError, type AuthUser } from '@campusloop/service-kit';
import {
  NOTIFICATION_ERRORS,
  completePreferences,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@campusloop/contracts';
import type { NotificationsContext } from './notifications-context';

/** The stored list, or the defaults (web on, e-mail off, all four categories on). */
export async function getPreferences(
  ctx: NotificationsContext,
  user: AuthUser,
): Promise<NotificationPreferences> {
  return completePreferences(await ctx.store.storedPreferences(user.id));
}

/** PUT takes the full array; anything else is 400 INVALID_PREFERENCES 'Invalid preferences format'. */
export async function putPreferences(
  ctx: NotificationsContext,
  user: AuthUser,
  body: unknown,
): Promise<NotificationPreferences> {
  const parsed = notificationPreferencesSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError(
      400,
      NOTIFICATION_ERRORS.invalidPreferences.code,
      NOTIFICATION_ERRORS.invalidPreferences.message,
    );
  }
  // A list that leaves an entry out keeps what was stored for it (the defaults if nothing was).
  return ctx.store.forUser(user.id, async () => {
    const complete = completePreferences([
      ...((await ctx.store.storedPreferences(user.id)) ?? []),
      ...parsed.data,
    ]);
    await ctx.store.savePreferences(user.id, complete, ctx.now());
    return complete;
  });
}
