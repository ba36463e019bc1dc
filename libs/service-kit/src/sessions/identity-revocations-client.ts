import { internalRevokedSessionsResponseSchema, type RevokedSession } from '@campusloop/contracts';

/** Identity's revocations since a moment (`GET {IDENTITY_URL}/internal/sessions/revoked?since=`). */
export type ReadRevokedSessions = (since: Date) => Promise<RevokedSession[]>;

export interface IdentityRevocationsClientOptions {
  /** Identity's base URL (IDENTITY_URL), without a path. */
  baseUrl: string;
  /** ServiceAuth.fetch: identity's internal routes want a service token. */
  fetch: typeof fetch;
  timeoutMs?: number;
}

/** Reads identity's recent revocations; throws when identity does not answer per contract. */
export function createIdentityRevocationsClient({ baseUrl, fetch: fetchImpl, timeoutMs = 3_000 }: IdentityRevocationsClientOptions): ReadRevokedSessions {
  const base = baseUrl.replace(/\/+$/, '');
  return async (since) => {
    const response = await fetchImpl(`${base}/internal/sessions/revoked?since=${encodeURIComponent(since.toISOString())}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new Error(`identity /internal/sessions/revoked answered HTTP ${response.status}`);
    }
    return internalRevokedSessionsResponseSchema.parse(await response.json()).sessions;
  };
}
