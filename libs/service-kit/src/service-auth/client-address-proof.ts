import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The header the gateway sends every service: the client address it determined, an expiry and an
 * HMAC over both with the installation's service secret (`<address> <expiry seconds> <signature>`).
 * The gateway drops any copy a client sends.
 */
export const CLIENT_ADDRESS_PROOF_HEADER = 'x-campusloop-client';
/** A proof is good for a minute; the gateway reuses one per address until half of that is left. */
export const CLIENT_ADDRESS_PROOF_TTL_SECONDS = 60;
const REUSE_UNTIL_LEFT_SECONDS = 30;
/** Clock difference tolerated between the gateway's host and a service's. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** Proofs kept for reuse at most (a busy gateway sees many addresses; oldest dropped first). */
const MAX_KEPT = 10_000;

export interface ClientAddressProof {
  /** The header value vouching for `address` (the gateway). */
  sign(address: string): string;
  /** The address a header value vouches for, or undefined: missing, malformed, forged or expired. */
  verify(value: string | string[] | undefined): string | undefined;
}

export interface ClientAddressProofOptions {
  /** The installation's service secret (SERVICE_TOKEN_SECRET or the generated one). */
  secret: string;
  now?: () => Date;
}

/**
 * Proof that a client address comes from the gateway (issue 34, finding 4): services trusted
 * `X-Forwarded-For` from any loopback peer, so any local process could pick the address they limit
 * by. A service now takes the address from this header only when its signature verifies (service-kit's
 * `trustedClientAddress`), otherwise the socket's. HMAC-SHA256 with a key derived from the service secret for
 * this purpose only (a proof is never a service token, nor the reverse). Cheap enough for every
 * request: the gateway signs an address once per half minute, a service checks one HMAC.
 */
export function createClientAddressProof({ secret, now = () => new Date() }: ClientAddressProofOptions): ClientAddressProof {
  const key = createHmac('sha256', secret).update('campusloop client-address proof v1').digest();
  const mac = (address: string, expires: number) =>
    createHmac('sha256', key).update(`${address} ${expires}`).digest('base64url');
  const kept = new Map<string, { value: string; reuseUntil: number }>();

  return {
    sign(address) {
      const seconds = Math.floor(now().getTime() / 1000);
      const known = kept.get(address);
      if (known && seconds < known.reuseUntil) return known.value;
      const expires = seconds + CLIENT_ADDRESS_PROOF_TTL_SECONDS;
      const value = `${address} ${expires} ${mac(address, expires)}`;
      if (kept.size >= MAX_KEPT && !known) kept.delete(kept.keys().next().value as string);
      kept.set(address, { value, reuseUntil: expires - REUSE_UNTIL_LEFT_SECONDS });
      return value;
    },
    verify(header) {
      const value = Array.isArray(header) ? undefined : header;
      if (!value) return undefined;
      const [address, expiresText, signature, extra] = value.split(' ');
      if (!address || !expiresText || !signature || extra !== undefined || !/^\d{1,12}$/.test(expiresText)) return undefined;
      const expires = Number(expiresText);
      const seconds = Math.floor(now().getTime() / 1000);
      if (expires + CLOCK_TOLERANCE_SECONDS < seconds) return undefined;
      if (expires > seconds + CLIENT_ADDRESS_PROOF_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS) return undefined;
      const expected = Buffer.from(mac(address, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
    },
  };
}
