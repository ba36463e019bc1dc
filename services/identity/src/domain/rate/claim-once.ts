import type { IdentityContext } from '../identity-context';

/** True for exactly one caller per `key` (insert on a unique `_id`); the record is purged after `keepMs`. */
export async function claimOnce(ctx: Pick<IdentityContext, 'models' | 'now'>, key: string, keepMs: number): Promise<boolean> {
  const now = ctx.now();
  try {
    await ctx.models.claims.create({ _id: key, createdAt: now, purgeAt: new Date(now.getTime() + keepMs) });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}
