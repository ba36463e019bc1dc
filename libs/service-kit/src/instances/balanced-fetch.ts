import { fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { createInstanceSet, instanceOrigins, type InstanceSet, type InstanceSetOptions } from './instance-set';
import { isUnreachable } from './unreachable';

/**
 * The request header that makes a write safe to send again (IETF draft "The Idempotency-Key HTTP
 * Header Field"): the receiver does it at most once per key. The outbox sends the event id in it:
 * every consumer handles an event once per event id (service-kit's idempotent consumer).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Methods that change nothing more when repeated (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Errors that mean no connection was made at all: the instance never saw the request. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

function neverSent(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    if (code !== undefined && NEVER_SENT.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface BalancedFetchOptions extends InstanceSetOptions {
  /** Each service's instances: a comma-separated `<SERVICE>_URL` value or a list; one URL is left alone. */
  services: ReadonlyArray<string | readonly string[]>;
  /** What every other request goes through (default the global fetch). */
  fetch?: typeof fetch;
}

export interface BalancedFetch {
  /** `fetch` that balances a request to any instance of a listed service over all of its ready instances. */
  fetch: typeof fetch;
  /** Origins → their set, for the services called so far (tests, logs). */
  sets: ReadonlyMap<string, InstanceSet>;
  /** Stops the health checks and closes the pools. */
  destroy(): Promise<void>;
}

function requestUrl(input: Parameters<typeof fetch>[0]): URL | undefined {
  if (typeof input === 'string') return new URL(input);
  if (input instanceof URL) return input;
  return undefined; // a Request object: passed through unbalanced (nothing in the services builds one)
}

/** A body that can be sent twice: none, or one already in memory. */
function replayable(body: RequestInit['body']): boolean {
  return body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array || body instanceof URLSearchParams;
}

/**
 * Calls between services over several instances (issue 32), with the gateway's balancer
 * (instance-set.ts: undici's BalancedPool and `/readyz` health checks). A request to ANY instance of a
 * listed service — `${IDENTITY_URL}/internal/…` built from the first, or an outbox subscriber URL on one
 * of them — goes to a ready instance in turn. When the chosen instance cannot be reached, the request is
 * sent to another (at most once per other instance) if that is safe:
 * - no connection was made (refused, connect timeout): the instance never saw it, so any request;
 * - the connection broke before an answer (reset, socket closed): only a request that may be repeated,
 *   i.e. GET/HEAD/OPTIONS, or one carrying `Idempotency-Key` (the outbox's event deliveries: every
 *   consumer is idempotent by event id). Another write answers its error rather than risk running twice.
 * Requests elsewhere, and to a service with one instance, go through `fetch` unchanged.
 */
export function createBalancedFetch(options: BalancedFetchOptions): BalancedFetch {
  const base = options.fetch ?? fetch;
  /** Each listed origin → all the origins of its service. */
  const listed = new Map<string, string[]>();
  for (const service of options.services) {
    const origins = instanceOrigins(service);
    if (origins.length < 2 || origins.some((origin) => listed.has(origin))) continue;
    for (const origin of origins) listed.set(origin, origins);
  }
  const sets = new Map<string, InstanceSet>();
  const all: InstanceSet[] = [];
  /**
   * A service's set is made at its first call: a process probes only the services it calls (a probe
   * of a port nobody listens on yet, every 500 ms, costs a connection attempt each time).
   */
  const setFor = (origin: string): InstanceSet | undefined => {
    const origins = listed.get(origin);
    if (!origins) return undefined;
    let set = sets.get(origin);
    if (!set) {
      set = createInstanceSet(origins, options);
      all.push(set);
      for (const each of origins) sets.set(each, set);
    }
    return set;
  };

  const balanced: typeof fetch = async (input, init) => {
    const url = requestUrl(input);
    const set = url ? setFor(url.origin) : undefined;
    if (!url || !set) return base(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const repeatable = IDEMPOTENT_METHODS.has(method) || new Headers(init?.headers).has(IDEMPOTENCY_KEY_HEADER);
    const canResend = replayable(init?.body);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await undiciFetch(url, { ...(init as UndiciRequestInit), dispatcher: set.dispatcher });
        return answer as unknown as Response;
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        set.connectFailed();
        const again = canResend && !init?.signal?.aborted && attempt < set.instances - 1 && (repeatable || neverSent(error));
        if (!again) throw error;
      }
    }
  };

  return {
    fetch: balanced,
    sets,
    async destroy() {
      await Promise.all(all.map((set) => set.destroy()));
    },
  };
}

/**
 * The instance lists in an environment: every `*_URL` variable whose value lists two or more http(s)
 * URLs separated by commas (`NOTIFICATIONS_URL=http://10.0.0.5:3108,http://10.0.0.6:3108`).
 */
export function serviceInstanceLists(env: Record<string, string | undefined>): string[][] {
  const lists: string[][] = [];
  for (const [key, value] of Object.entries(env)) {
    if (!key.endsWith('_URL') || !value?.includes(',')) continue;
    const urls = value.split(',').map((url) => url.trim()).filter(Boolean);
    if (urls.length > 1 && urls.every((url) => /^https?:\/\/[^\s,]+$/.test(url))) lists.push(urls);
  }
  return lists;
}
