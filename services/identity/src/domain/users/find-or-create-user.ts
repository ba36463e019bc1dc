import type { UserRecord } from '../../data/user-model';
import type { IdentityContext } from '../identity-context';

/** The account of a just-verified address, created on first sign-in (unique e-mail; safe under races). */
export async function findOrCreateUser(ctx: IdentityContext, email: string): Promise<UserRecord> {
  const { users } = ctx.models;
  const now = ctx.now();
  const existing = await users.findOneAndUpdate({ email }, { $set: { lastLoginAt: now } }, { returnDocument: 'after' }).lean();
  if (existing) return existing;
  try {
    const created = await users.create({ email, createdAt: now, updatedAt: now, lastLoginAt: now });
    return (await users.findById(created._id).lean()) as UserRecord;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    const raced = await users.findOne({ email }).lean();
    if (!raced) throw error;
    return raced;
  }
}
