import type { IncomingMessage } from 'node:http';
import type { Connection } from 'mongoose';
import type { Store } from 'express-rate-limit';
import {
  AppError,
  addressKey,
  createDatabaseRateLimitStore,
  createNetworkAllowlist,
  type Logger,
} from '@campusloop/service-kit';
import type { CallerAccount } from './caller-account';
import { clientAddress, type TrustProxy } from './client-address';
import { routeClass, type AccountRouteClass, type RouteClass } from './route-class';
import { WindowCounter, type WindowCount } from './window-counter';

export interface RateLimitSettings {
  windowMs: number;
  /** Budgets per account (verified token subject) and window. */
  perAccount: Record<AccountRouteClass, number>;
  /** Budgets per client IP and window, for requests without a valid token (and every auth post). */
  perIp: Record<RouteClass, number>;
  /** CIDR ranges of campus egress addresses: their per-IP budgets are `campusFactor` times larger. */
  campusNetworks: string[];
  campusFactor: number;
  /** `memory`: one gateway process counts alone. `database`: every instance shares the counts. */
  store: 'memory' | 'database';
  /** Identity's public keys, to verify a token before trusting its subject. */
  jwksUrl: string;
}

/** The standard headers (IETF draft-7) every answer to a counted request carries. */
export interface RateLimitHeaders {
  ratelimit: string;
  'ratelimit-policy': string;
}

export interface LimitVerdict {
  headers: RateLimitHeaders;
  /** Set when the caller is over its budget: 429 RATE_LIMITED with `Retry-After`. */
  refusal?: AppError;
}

/**
 * Counts one `/api` request against its budget and says whether it may go on: at once when the caller
 * is known without waiting (no token, or a token already checked) and the counts are in memory, else
 * a promise (a new token's check, the database store).
 */
export type Limiter = (req: IncomingMessage, path: string) => LimitVerdict | Promise<LimitVerdict>;

export interface RateLimitDeps {
  settings: RateLimitSettings;
  trustProxy: TrustProxy;
  callerAccount: CallerAccount;
  logger: Logger;
  /** Required for the `database` store. */
  connection?: Connection;
}

const CLASSES: RouteClass[] = ['reads', 'writes', 'uploads', 'auth'];
/** Store failures are logged at most this often (the limit fails open meanwhile). */
const STORE_WARNING_EVERY_MS = 60_000;

/** Counts one hit of a key: synchronously in memory, or through the database store shared by every instance. */
type Counter = (key: string) => WindowCount | Promise<WindowCount>;

function createCounter(settings: RateLimitSettings, routeClassName: RouteClass, connection?: Connection): Counter {
  if (settings.store === 'database') {
    if (!connection) throw new Error('RATE_LIMIT_STORE=database needs a database connection');
    const store: Store = createDatabaseRateLimitStore({ connection, windowMs: settings.windowMs, prefix: `${routeClassName}:` });
    return async (key) => {
      const { totalHits, resetTime } = await store.increment(key);
      return { totalHits, resetAt: resetTime ? resetTime.getTime() : Date.now() + settings.windowMs };
    };
  }
  const counter = new WindowCounter(settings.windowMs);
  return (key) => counter.increment(key);
}

/**
 * The gateway's limits, one fixed window per route class (`route-class.ts`):
 * - a request with a verified access token counts against its account (`user:<sub>`), whatever
 *   address it comes from, so a campus behind one NAT address is hundreds of separate budgets;
 * - a request without one (signed out, forged or expired token) and every `POST /auth/*` counts
 *   against its client IP (`ip:<address>`, an IPv6 client by its /56), with budgets sized for a
 *   campus, times `campusFactor` inside `CAMPUS_NETWORKS`.
 * Counts live in memory (`window-counter.ts`, express-rate-limit's `MemoryStore` semantics, counted
 * synchronously) or in the database store shared by every instance (service-kit's
 * `createDatabaseRateLimitStore`). No express-rate-limit middleware: the API fast path is plain
 * node:http, and the middleware's Express checks and awaits cost ~20 µs per request (measured with
 * `--cpu-prof` under `npm run bench:gateway`); with a caller known at once (no token, or a token
 * already checked) and counts in memory, the verdict comes back without a promise (issue 30). If the store fails (database down) the request goes on and a warning is
 * logged: a broken counter must not take the API down. The caller writes the verdict's headers
 * (`RateLimit`, `RateLimit-Policy`) on every answer and answers a refusal as 429 RATE_LIMITED in the
 * error shape with `Retry-After`.
 */
export function createRateLimits({ settings, trustProxy, callerAccount, logger, connection }: RateLimitDeps): Limiter {
  const counters = Object.fromEntries(CLASSES.map((name) => [name, createCounter(settings, name, connection)])) as Record<
    RouteClass,
    Counter
  >;
  const campus = createNetworkAllowlist(settings.campusNetworks);
  const windowSeconds = Math.ceil(settings.windowMs / 1000);
  /** `RateLimit-Policy` of each per-account budget, made once (it is on every signed-in answer). */
  const accountPolicies = Object.fromEntries(
    (Object.keys(settings.perAccount) as AccountRouteClass[]).map((kind) => [kind, `${settings.perAccount[kind]};w=${windowSeconds}`]),
  ) as Record<AccountRouteClass, string>;
  let warnedAt = 0;

  const storeFailed = (error: unknown, limit: number, policy: string): LimitVerdict => {
    if (Date.now() - warnedAt > STORE_WARNING_EVERY_MS) {
      warnedAt = Date.now();
      logger.warn({ err: error }, 'rate-limit store failed; requests pass uncounted');
    }
    return { headers: { ratelimit: `limit=${limit}, remaining=${limit}, reset=${windowSeconds}`, 'ratelimit-policy': policy } };
  };

  const verdictOf = ({ totalHits, resetAt }: WindowCount, limit: number, policy: string): LimitVerdict => {
    const resetSeconds = Math.max(0, Math.ceil((resetAt - Date.now()) / 1000));
    const headers: RateLimitHeaders = {
      ratelimit: `limit=${limit}, remaining=${Math.max(limit - totalHits, 0)}, reset=${resetSeconds}`,
      'ratelimit-policy': policy,
    };
    return totalHits > limit ? { headers, refusal: AppError.tooManyRequests(resetSeconds) } : { headers };
  };

  const count = (req: IncomingMessage, kind: RouteClass, account: string | undefined): LimitVerdict | Promise<LimitVerdict> => {
    let key: string;
    let limit: number;
    let policy: string;
    if (account !== undefined && kind !== 'auth') {
      key = `user:${account}`;
      limit = settings.perAccount[kind];
      policy = accountPolicies[kind];
    } else {
      const address = clientAddress(req, trustProxy);
      key = `ip:${addressKey(address)}`;
      limit = settings.perIp[kind] * (campus.has(address) ? settings.campusFactor : 1);
      policy = `${limit};w=${windowSeconds}`;
    }
    let counted: WindowCount | Promise<WindowCount>;
    try {
      counted = counters[kind](key);
    } catch (error) {
      return storeFailed(error, limit, policy);
    }
    return counted instanceof Promise
      ? counted.then(
          (value) => verdictOf(value, limit, policy),
          (error: unknown) => storeFailed(error, limit, policy),
        )
      : verdictOf(counted, limit, policy);
  };

  return (req, path) => {
    const kind = routeClass(req.method, path);
    if (kind === 'auth') return count(req, kind, undefined);
    const account = callerAccount(req);
    return account instanceof Promise ? account.then((known) => count(req, kind, known)) : count(req, kind, account);
  };
}
