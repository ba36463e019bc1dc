import { AUTH_MESSAGES, SESSION_REVOKED_EVENT, type RevokedSession } from '@campusloop/contracts';
import { AppError, newId } from '@campusloop/service-kit';
import type { RefreshFamilyRecord } from '../../data/refresh-session-model';
import type { UserRecord } from '../../data/user-model';
import type { IdentityContext } from '../identity-context';
import { generateRefreshToken, hashRefreshToken, openWithToken, REFRESH_TOKEN_PATTERN, sealWithToken } from './refresh-token-crypto';

/** A token pair and when its session ends (for the cookie's lifetime). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  sessionId: string;
  sessionExpiresAt: string;
}

export type RevokeReason = NonNullable<RefreshFamilyRecord['revokedReason']>;

/** A revocation is kept this long past the access-token lifetime (clock differences between services). */
const REVOCATION_SLACK_SECONDS = 60;

const sessionExpired = () => AppError.unauthorized(AUTH_MESSAGES.sessionExpired);

async function issuePair(ctx: IdentityContext, user: UserRecord, family: RefreshFamilyRecord): Promise<SessionTokens> {
  const refreshToken = generateRefreshToken();
  await ctx.models.refreshTokens.create({
    _id: hashRefreshToken(refreshToken),
    familyId: family._id,
    userId: user._id,
    createdAt: ctx.now(),
    expiresAt: family.expiresAt,
  });
  return {
    accessToken: await ctx.accessTokens.issue(user, family._id),
    refreshToken,
    expiresIn: ctx.accessTokens.ttlSeconds,
    sessionId: family._id,
    sessionExpiresAt: family.expiresAt.toISOString(),
  };
}

/** A new session (refresh-token family, 30-day absolute lifetime) and its first pair. */
export async function startSession(ctx: IdentityContext, user: UserRecord): Promise<SessionTokens> {
  const now = ctx.now();
  const family: RefreshFamilyRecord = {
    _id: newId(),
    userId: user._id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.limits.refreshFamilyTtlSeconds * 1000),
    revokedAt: null,
    revokedReason: null,
  };
  await ctx.models.refreshFamilies.create(family);
  return issuePair(ctx, user, family);
}

/**
 * Ends a session: its refresh tokens stop working, and so do its access tokens (issue 17, finding 2):
 * identity refuses them at once (its own revocation set), every other service once `session.revoked`
 * reaches it through the outbox (or its poll of /internal/sessions/revoked). Kept until the last
 * access token of the session has expired. A session already ended is left as it is.
 */
export async function revokeSession(ctx: IdentityContext, sessionId: string, reason: RevokeReason): Promise<void> {
  const family = await ctx.models.refreshFamilies.findById(sessionId).lean();
  if (!family || family.revokedAt) return;
  const revokedAt = ctx.now();
  const revoked: RevokedSession = {
    sessionId,
    userId: family.userId,
    revokedAt: revokedAt.toISOString(),
    keepUntil: new Date(revokedAt.getTime() + (ctx.accessTokens.ttlSeconds + REVOCATION_SLACK_SECONDS) * 1000).toISOString(),
  };
  await ctx.revocations.revoke(revoked);
  await ctx.outbox.record(
    () => ctx.models.refreshFamilies.updateOne({ _id: sessionId, revokedAt: null }, { $set: { revokedAt, revokedReason: reason } }),
    [{ type: SESSION_REVOKED_EVENT, payload: revoked }],
  );
}

/** The session a refresh token belongs to (rotated or not), if any. */
export async function sessionOfRefreshToken(ctx: IdentityContext, token: string): Promise<string | undefined> {
  if (!REFRESH_TOKEN_PATTERN.test(token)) return undefined;
  const stored = await ctx.models.refreshTokens.findById(hashRefreshToken(token)).lean();
  return stored?.familyId;
}

/**
 * Exchanges a refresh token for a new pair; the presented token is spent.
 * - Spending is the insert of a rotation record keyed by the token's hash: exactly one request wins,
 *   also on FerretDB (whose conditional updates are not atomic).
 * - A request presenting the same token within the grace period (two tabs refreshing at once) gets
 *   the very pair the winner got, read from the rotation record where it is sealed under the spent
 *   token: nobody without that token, the database included, can read it.
 * - Presenting it after the grace period means the token leaked: the whole session is revoked.
 */
export async function rotateRefreshToken(ctx: IdentityContext, presented: string): Promise<SessionTokens> {
  if (!REFRESH_TOKEN_PATTERN.test(presented)) throw sessionExpired();
  const { refreshTokens, refreshRotations, refreshFamilies, users } = ctx.models;
  const hash = hashRefreshToken(presented);
  const stored = await refreshTokens.findById(hash).lean();
  if (!stored) throw sessionExpired();
  const now = ctx.now();
  const family = await refreshFamilies.findById(stored.familyId).lean();
  if (!family || family.revokedAt || family.expiresAt <= now) throw sessionExpired();

  let rotation = await refreshRotations.findById(hash).lean();
  if (!rotation) {
    const user = await users.findById(stored.userId).lean();
    if (!user) throw sessionExpired();
    const next = await issuePair(ctx, user, family);
    try {
      await refreshRotations.create({
        _id: hash,
        familyId: family._id,
        rotatedAt: now,
        successorSealed: sealWithToken(presented, next),
        expiresAt: family.expiresAt,
      });
      return next;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      // Another request spent this token first: withdraw our pair and answer like the second tab.
      await refreshTokens.deleteOne({ _id: hashRefreshToken(next.refreshToken) });
      rotation = await refreshRotations.findById(hash).lean();
      if (!rotation) throw sessionExpired();
    }
  }

  const withinGrace = now.getTime() - rotation.rotatedAt.getTime() <= ctx.limits.refreshReuseGraceSeconds * 1000;
  if (withinGrace && rotation.successorSealed) return openWithToken<SessionTokens>(presented, rotation.successorSealed);

  ctx.logger.warn({ sessionId: family._id, userId: family.userId }, 'refresh token replayed after rotation: session revoked');
  await revokeSession(ctx, family._id, 'REUSE');
  await refreshRotations.updateMany({ familyId: family._id }, { $set: { successorSealed: null } });
  throw sessionExpired();
}
