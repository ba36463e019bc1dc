import type { IncomingMessage } from 'node:http';
import { decodeJwt } from 'jose';
import { systemClock, type Clock, type TokenVerifier } from '@campusloop/service-kit';

/**
 * The account (token subject) a request acts as, or undefined: no bearer token, or one that does not
 * verify. Answered at once without a token or for a token already checked; a promise while a new
 * token is checked.
 */
export type CallerAccount = (req: IncomingMessage) => string | undefined | Promise<string | undefined>;

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;
/** A token that failed is asked again after this long (e.g. identity's JWKS was unreachable). */
const FAILED_TTL_MS = 30_000;

interface Verdict {
  account: string | undefined;
  until: number;
}

/**
 * Who is acting, for the per-account limits: the subject of an access token whose signature, issuer,
 * audience and expiry verify against identity's JWKS (service-kit's verifier, the one every service
 * uses). An unsigned, forged or expired token picks no account, so the request is counted per IP: a
 * client cannot choose its bucket. Answers are kept per token (valid ones until they expire, failed
 * ones 30 s; at most `maxEntries`, oldest dropped first), so the signature is checked once per token,
 * not per request, also when a page's parallel requests bring a new token together.
 */
export function createCallerAccount(verifier: TokenVerifier, maxEntries = 20_000, clock: Clock = systemClock): CallerAccount {
  const now = () => clock().getTime();
  const known = new Map<string, Verdict>();
  const checking = new Map<string, Promise<string | undefined>>();

  /** Keyed by the Authorization header value. */
  const remember = (header: string, verdict: Verdict) => {
    if (known.size >= maxEntries) known.delete(known.keys().next().value as string);
    known.set(header, verdict);
  };

  const check = async (header: string, token: string): Promise<string | undefined> => {
    try {
      const user = await verifier.verify(token);
      const exp = decodeJwt(token).exp ?? 0;
      remember(header, { account: user.id, until: exp * 1000 });
      return user.id;
    } catch {
      remember(header, { account: undefined, until: now() + FAILED_TTL_MS });
      return undefined;
    }
  };

  return (req) => {
    const header = req.headers.authorization;
    if (header === undefined) return undefined;
    // Known by the whole header value (`Bearer <token>`, as the client sends it on every call): a hit
    // costs one Map lookup, without scanning the token with the regex first.
    const cached = known.get(header);
    if (cached && cached.until > now()) return cached.account;
    const token = BEARER.exec(header)?.[1];
    if (!token) return undefined;
    // Requests that arrive while a token is being checked (a page's parallel calls) wait for that check.
    let pending = checking.get(header);
    if (!pending) {
      pending = check(header, token).finally(() => checking.delete(header));
      checking.set(header, pending);
    }
    return pending;
  };
}
