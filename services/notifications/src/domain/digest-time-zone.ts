import type { AuthUser } from '@campusloop/service-kit';
import type { DigestTimeZone } from '@campusloop/contracts';
import type { NotificationsContext } from './notifications-context';

/** The zone the caller's daily digest goes out in: theirs, or the installation's (DIGEST_TIME_ZONE). */
export async function getDigestTimeZone(ctx: NotificationsContext, user: AuthUser): Promise<DigestTimeZone> {
  return { timeZone: (await ctx.store.storedTimeZone(user.id)) ?? ctx.mail.digestTimeZone };
}

/** Stores the caller's digest zone (the contract refused an unknown one: 400, nothing changed). */
export async function putDigestTimeZone(
  ctx: NotificationsContext,
  user: AuthUser,
  body: DigestTimeZone,
): Promise<DigestTimeZone> {
  await ctx.store.forUser(user.id, () => ctx.store.saveTimeZone(user.id, body.timeZone, ctx.now()));
  return { timeZone: body.timeZone };
}
