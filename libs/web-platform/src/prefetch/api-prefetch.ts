import { API_BASE_URL } from '../api/api-base-url';
import { tokenStorage } from '../session/token-storage';

/**
 * Start-up prefetches (issue 30: dashboard LCP on a phone). A signed-in page knows at start-up which GET its
 * first screen will make (the active tab's first page); waiting for the session check, the tab's remote and
 * its first render before sending it costs several round trips. `prefetchApi` sends that GET at once, as the
 * API half would (same URL, bearer token, Accept), and `takePrefetched` hands its response to the first
 * identical request, which then needs no round trip of its own. An answer is adopted at most once, only by
 * a GET of the same URL sent with the same token, and only within PREFETCH_TTL_MS (a later request goes out
 * afresh): a 401 adopted this way is refreshed and retried like any other (base-query-with-reauth.ts).
 */
export const PREFETCH_TTL_MS = 30_000;

/**
 * The window property where the page's inline guard leaves the GETs it sent before any script file had
 * loaded (shell prerender-html.ts: GET /users/me and the dashboard tab's first request, as soon as the HTML
 * is parsed). They are adopted exactly like prefetchApi's: same URL, same token, within the TTL, once.
 */
export const EARLY_API_FETCHES_GLOBAL = '__campusloopEarlyApiFetches';

/** What the guard leaves there: the token it sent, when, and each response by its path (as in the route contracts, with query). */
export interface EarlyApiFetches {
  token: string;
  at: number;
  responses: Record<string, Promise<Response>>;
}

type Prefetch = { token: string; at: number; response: Promise<Response> };

const prefetches = new Map<string, Prefetch>();

/** An absolute URL with its query parameters in a stable order (the API half and a prefetch may order them differently). */
function keyOf(url: string): string {
  const parsed = new URL(url, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  parsed.searchParams.sort();
  return parsed.href;
}

function remember(url: string, entry: Prefetch): void {
  const key = keyOf(url);
  prefetches.set(key, entry);
  // A network failure: forget it, so the real request goes out instead of adopting the failure.
  entry.response.catch(() => {
    if (prefetches.get(key) === entry) prefetches.delete(key);
  });
}

/** Takes over the guard's early GETs (once: the property is removed), so they answer like prefetches. */
function adoptEarlyFetches(): void {
  if (typeof window === 'undefined') return;
  const holder = window as unknown as Record<string, EarlyApiFetches | undefined>;
  const early = holder[EARLY_API_FETCHES_GLOBAL];
  if (!early) return;
  delete holder[EARLY_API_FETCHES_GLOBAL];
  if (typeof early.token !== 'string' || typeof early.at !== 'number' || typeof early.responses !== 'object') return;
  for (const [path, response] of Object.entries(early.responses)) {
    if (response instanceof Promise) remember(`${API_BASE_URL}${path}`, { token: early.token, at: early.at, response });
  }
}

/**
 * Sends GET `<API_BASE_URL><path>` now (path as in the route contracts, with its query) when a session is
 * stored, unless the guard already sent it with this token (it is then adopted as it is); a no-op without
 * a session. A failed fetch is left to the real request (it goes out afresh).
 */
export function prefetchApi(path: string): void {
  adoptEarlyFetches();
  const token = tokenStorage.getAccessToken();
  if (!token || typeof fetch === 'undefined') return;
  const url = `${API_BASE_URL}${path}`;
  const sent = prefetches.get(keyOf(url));
  if (sent && sent.token === token && Date.now() - sent.at <= PREFETCH_TTL_MS) return;
  const response = fetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
  remember(url, { token, at: Date.now(), response });
}

/** The prefetched response for this request (and forgets it), or null: another method, URL or token, or too old. */
export function takePrefetched(request: Request): Promise<Response> | null {
  adoptEarlyFetches();
  if (request.method !== 'GET' || prefetches.size === 0) return null;
  const key = keyOf(request.url);
  const entry = prefetches.get(key);
  if (!entry) return null;
  prefetches.delete(key);
  const fresh = Date.now() - entry.at <= PREFETCH_TTL_MS;
  return fresh && request.headers.get('authorization') === `Bearer ${entry.token}` ? entry.response : null;
}

/**
 * fetch, answered by a start-up prefetch when one matches (RTK Query's fetchBaseQuery `fetchFn`); a prefetch
 * that failed on the network is replaced by the request itself.
 */
export function fetchAdoptingPrefetch(input: Request): Promise<Response> {
  const adopted = takePrefetched(input);
  return adopted ? adopted.catch(() => fetch(input)) : fetch(input);
}

/** Forgets every prefetch not yet adopted (a test's fresh network edge: testing/fake-api.ts). */
export function forgetPrefetches(): void {
  prefetches.clear();
}
