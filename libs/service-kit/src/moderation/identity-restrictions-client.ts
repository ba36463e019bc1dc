import { internalRestrictionsResponseSchema, type AccountRestriction } from '@campusloop/contracts';

/** Identity's restriction changes since a moment (`GET {IDENTITY_URL}/internal/accounts/restrictions?since=`). */
export type ReadRestrictions = (since: Date) => Promise<AccountRestriction[]>;

/** Reads identity's recent restriction changes with a service token; throws when identity does not answer per contract. */
export function createIdentityRestrictionsClient(options: {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}): ReadRestrictions {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (since) => {
    const response = await options.fetch(
      `${base}/internal/accounts/restrictions?since=${encodeURIComponent(since.toISOString())}`,
      { signal: AbortSignal.timeout(options.timeoutMs ?? 3_000) },
    );
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new Error(`identity /internal/accounts/restrictions answered HTTP ${response.status}`);
    }
    return internalRestrictionsResponseSchema.parse(await response.json()).restrictions;
  };
}
