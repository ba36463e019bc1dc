import { internalUserBlocksResponseSchema, type UserBlockChange } from '@campusloop/contracts';

/** Identity's block changes since a moment (`GET {IDENTITY_URL}/internal/users/blocks?since=`). */
export type ReadUserBlocks = (since: Date) => Promise<UserBlockChange[]>;

/** Reads identity's recent block changes with a service token; throws when identity does not answer per contract. */
export function createIdentityUserBlocksClient(options: {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}): ReadUserBlocks {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (since) => {
    const response = await options.fetch(`${base}/internal/users/blocks?since=${encodeURIComponent(since.toISOString())}`, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
    });
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new Error(`identity /internal/users/blocks answered HTTP ${response.status}`);
    }
    return internalUserBlocksResponseSchema.parse(await response.json()).blocks;
  };
}
