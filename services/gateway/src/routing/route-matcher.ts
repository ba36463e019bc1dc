import type { RouteEntry } from './route-table';

interface CompiledRoute {
  entry: RouteEntry;
  /** `null` marks a parameter segment. */
  segments: (string | null)[];
}

export type RouteMatcher = (pathname: string) => RouteEntry | undefined;

/** `.` and `..` (also percent-encoded) would let a path climb out of its prefix upstream. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

function compile(entry: RouteEntry): CompiledRoute {
  const segments = entry.pattern
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? null : segment));
  return { entry, segments };
}

/** More segments first; on a tie, the first literal segment where a parameter stands wins; exact before prefix. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  if (a.segments.length !== b.segments.length) return b.segments.length - a.segments.length;
  for (let index = 0; index < a.segments.length; index += 1) {
    const aLiteral = a.segments[index] !== null;
    const bLiteral = b.segments[index] !== null;
    if (aLiteral !== bLiteral) return aLiteral ? -1 : 1;
  }
  if (a.entry.match !== b.entry.match) return a.entry.match === 'exact' ? -1 : 1;
  return 0;
}

function matches(route: CompiledRoute, segments: string[]): boolean {
  if (segments.length < route.segments.length) return false;
  if (route.entry.match === 'exact' && segments.length !== route.segments.length) return false;
  for (let index = 0; index < route.segments.length; index += 1) {
    const expected = route.segments[index];
    if (expected !== null && expected !== segments[index]) return false;
  }
  return true;
}

/** Paths whose match is remembered at most (see createRouteMatcher). */
const MEMO_SIZE = 4096;

/** Routes are grouped by their first segments (`api/v1/<resource>`) so a lookup tries only a few. */
const INDEXED_SEGMENTS = 3;

function indexKey(segments: readonly (string | null)[]): string | undefined {
  const head = segments.slice(0, INDEXED_SEGMENTS);
  return head.length === INDEXED_SEGMENTS && head.every((segment) => segment !== null)
    ? head.join('/')
    : undefined;
}

/**
 * Compiles the route table once; the returned matcher takes a path without its query and returns the
 * most specific entry that owns it, or `undefined` (unknown path, empty or dot segments). Each lookup
 * tries only the routes whose first three segments are the path's (plus any route with a parameter
 * there), in the same specificity order: it runs on every API request.
 */
export function createRouteMatcher(table: readonly RouteEntry[]): RouteMatcher {
  const routes = table.map(compile).sort(bySpecificity);
  const unindexed = routes.filter((route) => indexKey(route.segments) === undefined);
  const byKey = new Map<string, CompiledRoute[]>();
  for (const key of new Set(routes.map((route) => indexKey(route.segments)))) {
    if (key !== undefined)
      byKey.set(
        key,
        routes.filter((route) => {
          const own = indexKey(route.segments);
          return own === key || own === undefined;
        }),
      );
  }
  const match = (pathname: string): RouteEntry | undefined => {
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const segments = trimmed.split('/').slice(1);
    if (segments.includes('')) return undefined;
    if (
      (trimmed.includes('.') || trimmed.includes('%')) &&
      segments.some((segment) => DOT_SEGMENT.test(segment))
    )
      return undefined;
    const candidates = byKey.get(segments.slice(0, INDEXED_SEGMENTS).join('/')) ?? unindexed;
    return candidates.find((route) => matches(route, segments))?.entry;
  };
  // The answers for recent paths (most API traffic repeats a few hundred paths): one Map lookup
  // instead of the split/slice/join arrays of a match per request. Cleared when full, so paths that
  // never repeat (ids) cost what they cost before and the memo stays small.
  const recent = new Map<string, RouteEntry | null>();
  return (pathname) => {
    const known = recent.get(pathname);
    if (known !== undefined) return known ?? undefined;
    const entry = match(pathname);
    if (recent.size >= MEMO_SIZE) recent.clear();
    recent.set(pathname, entry ?? null);
    return entry;
  };
}
