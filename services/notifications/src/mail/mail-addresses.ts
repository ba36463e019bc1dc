import { internalMailAddressPath, internalMailAddressResponseSchema } from '@campusloop/contracts';

/** Where to mail a user: their address, or null when identity knows no such user (then nothing is sent). */
export type ReadMailAddress = (userId: string) => Promise<string | null>;

/**
 * Identity's `GET /internal/users/{userId}/mail-address` (service token), asked when a mail is sent:
 * the notifications service keeps no copy of anyone's address. Throws when identity does not answer
 * (the mail is retried later, like an SMTP failure).
 */
export function identityMailAddresses({
  identityUrl,
  fetch: fetchImpl,
  timeoutMs = 3_000,
}: {
  identityUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}): ReadMailAddress {
  const base = identityUrl.replace(/\/+$/, '');
  return async (userId) => {
    const response = await fetchImpl(`${base}${internalMailAddressPath(userId)}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) {
      await response.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new Error(`identity mail-address answered HTTP ${response.status}`);
    }
    return internalMailAddressResponseSchema.parse(await response.json()).email;
  };
}
