import { createHmac, timingSafeEqual } from 'node:crypto';
import { newId, type Clock } from '@campusloop/service-kit';

/** Addresses one browser remembers (a shared family computer); the oldest entry goes first. */
const MAX_ENTRIES = 5;
/** `<device id>.<issued at, epoch seconds>.<HMAC-SHA256, base64url>` */
const ENTRY = /^([A-Za-z0-9_]{11})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const SEPARATOR = '~';

export interface KnownDevices {
  /**
   * The device id of the entry that is valid for `email` (signed by this installation for that very
   * address, not expired); undefined for no cookie, a forged or altered one, an expired one, or one
   * issued for another address — all count as no cookie.
   */
  deviceFor(cookieValue: string | undefined, email: string): string | undefined;
  /** The cookie value after a sign-in to `email`: its entry (the same device id if it had one) first, re-dated; others kept. */
  remember(cookieValue: string | undefined, email: string): string;
}

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an address carries proof of it, so limits that others can fill (an address's hourly
 * code cap, its cooldown, the per-IP caps) are not applied to it — it has buckets of its own that
 * nobody else can fill. The proof is an HMAC under an installation secret over the device id, the
 * time it was issued and the address, so it cannot be forged, moved to another address or kept past
 * `ttlSeconds`. The address itself is not in the cookie.
 */
export function knownDevices(secret: string, now: Clock, ttlSeconds: number): KnownDevices {
  const sign = (deviceId: string, issuedAt: string, email: string) =>
    createHmac('sha256', secret)
      .update(`device-cookie:v1|${deviceId}|${issuedAt}|${email}`)
      .digest('base64url');

  const entries = (cookieValue: string | undefined): string[] =>
    (cookieValue ?? '')
      .split(SEPARATOR)
      .filter((entry) => ENTRY.test(entry))
      .slice(0, MAX_ENTRIES);

  function validFor(entry: string, email: string): string | undefined {
    const [, deviceId, issuedAt, signature] = ENTRY.exec(entry) ?? [];
    if (!deviceId || !issuedAt || !signature) return undefined;
    const expected = Buffer.from(sign(deviceId, issuedAt, email));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
    const ageSeconds = now().getTime() / 1000 - Number(issuedAt);
    return ageSeconds >= -60 && ageSeconds < ttlSeconds ? deviceId : undefined;
  }

  return {
    deviceFor(cookieValue, email) {
      for (const entry of entries(cookieValue)) {
        const deviceId = validFor(entry, email);
        if (deviceId) return deviceId;
      }
      return undefined;
    },
    remember(cookieValue, email) {
      const previous = entries(cookieValue);
      const own = previous.find((entry) => validFor(entry, email));
      const deviceId = (own && validFor(own, email)) ?? newId();
      const issuedAt = String(Math.floor(now().getTime() / 1000));
      const fresh = `${deviceId}.${issuedAt}.${sign(deviceId, issuedAt, email)}`;
      const others = previous.filter((entry) => entry !== own);
      return [fresh, ...others].slice(0, MAX_ENTRIES).join(SEPARATOR);
    },
  };
}
