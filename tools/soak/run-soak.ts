// The soak's workload and measurements, shared by `npm run soak` (tools/soak/soak.ts, 10 minutes) and the
// CI-sized run in tools/reliability/reliability.test.ts. Each virtual user is a signed-in student who, in a
// loop paced under the gateway's per-account write limit (30 a minute), reads the public feed, creates a
// post, comments on and likes a post of another user, lists the campus events and marketplace and reads
// its notifications, and renews its access token (POST /auth/refresh-token) a few minutes before it
// expires, as the web client does, so a run may outlast the token's life.
// Memory, per stack process, after the warm-up (the first fifth of the run):
// - RSS sampled every 5 s: the raw least-squares slope, and the judged one: the slope of the lowest
//   sample of each window (1/20 of the run, at least 15 s), the level RSS falls back to after each
//   collection, so V8's sawtooth does not read as growth while a leak (which lifts every low) does;
// - with heap probes (`npm run soak`: the inspector, heap-probe.ts) the JavaScript heap right after a
//   full GC every 30 s, and its slope, also judged.
import { performance } from 'node:perf_hooks';
import { percentile } from '../bench/bench-stack';
import { pidListeningOn, rssKiB, type StackProcess } from '../reliability/stack-processes';
import type { HeapProbe } from './heap-probe';

/** Three writes an iteration every 8 s: 22.5 writes a minute per account, under the limit of 30. */
const ITERATION_MS = 8_000;
const SAMPLE_EVERY_MS = 5_000;
const HEAP_SAMPLE_EVERY_MS = 30_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** A user renews its access token when it has less than this left (tokens live 15 minutes). */
const RENEW_BEFORE_EXPIRY_MS = 3 * 60_000;

export interface SoakOptions {
  apiUrl: string;
  universityId: string;
  /** One virtual user per token. */
  tokens: string[];
  /** Each user's refresh token (same order): renews its access token before it expires. Without them a run must end within the tokens' life. */
  refreshTokens?: string[];
  minutes: number;
  processes: StackProcess[];
  /** Renew an access token when it has less than this left (default 3 minutes; the CI run renews sooner to prove renewal works). */
  renewBeforeExpiryMs?: number;
  /** Heap-after-GC probes by process name (heap-probe.ts); processes without one are judged on RSS alone. */
  heapProbes?: ReadonlyMap<string, HeapProbe>;
}

export interface SeriesSummary {
  samples: number;
  firstKiB: number;
  lastKiB: number;
  slopeKiBPerMinute: number;
}

export interface SoakReport {
  requests: number;
  errors: string[];
  routes: Array<{ route: string; count: number; p50: number; p99: number }>;
  memory: Array<
    SeriesSummary & {
      name: string;
      /** The slope of each window's lowest RSS sample: what the verdict reads for RSS. */
      floorSlopeKiBPerMinute: number;
      /** Used JavaScript heap right after a full GC, when the process had a probe. */
      heap?: SeriesSummary;
    }
  >;
  /** Access tokens renewed during the run. */
  renewals: number;
  seconds: number;
}

/** Least-squares slope of y over x. */
export function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/** The lowest sample of each `windowMinutes`-long window, at the window's start. */
export function windowLows(points: Array<[number, number]>, windowMinutes: number): Array<[number, number]> {
  const lows = new Map<number, [number, number]>();
  for (const [minute, value] of points) {
    const window = Math.floor(minute / windowMinutes);
    const low = lows.get(window);
    if (!low || value < low[1]) lows.set(window, [window * windowMinutes, value]);
  }
  return [...lows.values()].sort((a, b) => a[0] - b[0]);
}

function summary(points: Array<[number, number]>): SeriesSummary {
  return { samples: points.length, firstKiB: points[0]?.[1] ?? 0, lastKiB: points.at(-1)?.[1] ?? 0, slopeKiBPerMinute: slope(points) };
}

/** The names of processes whose judged memory slopes (RSS lows, heap after GC) reach the limit. */
export function growingProcesses(report: SoakReport, limitKiBPerMinute: number): string[] {
  return report.memory
    .filter((entry) => entry.floorSlopeKiBPerMinute >= limitKiBPerMinute || (entry.heap?.slopeKiBPerMinute ?? 0) >= limitKiBPerMinute)
    .map((entry) => entry.name);
}

/** When an access token expires (its `exp`), in ms since the epoch; 0 when it cannot be read. */
function expiresAt(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
    return (claims.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runSoak({
  apiUrl,
  universityId,
  tokens,
  refreshTokens,
  minutes,
  processes,
  heapProbes,
  renewBeforeExpiryMs = RENEW_BEFORE_EXPIRY_MS,
}: SoakOptions): Promise<SoakReport> {
  const started = performance.now();
  const endAt = started + minutes * 60_000;
  const latencies = new Map<string, number[]>();
  const errors: string[] = [];
  let requests = 0;
  let renewals = 0;
  /** Posts created so far; users comment on and like each other's. */
  const posts: string[] = [];

  const request = async (route: string, method: string, path: string, token: string, body?: unknown) => {
    const begun = performance.now();
    requests += 1;
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const data = response.status === 204 ? undefined : ((await response.json().catch(() => undefined)) as Record<string, unknown> | undefined);
      const list = latencies.get(route) ?? [];
      list.push(performance.now() - begun);
      latencies.set(route, list);
      if (!response.ok) errors.push(`${route} → ${response.status} ${String(data?.['message'] ?? '')}`);
      return response.ok ? data : undefined;
    } catch (error) {
      errors.push(`${route} → ${(error as Error).message}`);
      return undefined;
    }
  };

  const virtualUser = async (firstToken: string, index: number) => {
    let token = firstToken;
    let refreshToken = refreshTokens?.[index];
    // Spread the users over one iteration so their requests interleave.
    await sleep((ITERATION_MS / tokens.length) * index);
    let iteration = 0;
    while (performance.now() < endAt) {
      const begun = performance.now();
      if (refreshToken && expiresAt(token) - Date.now() < renewBeforeExpiryMs) {
        const pair = await request('POST refresh', 'POST', '/auth/refresh-token', refreshToken);
        if (typeof pair?.['accessToken'] === 'string' && typeof pair['refreshToken'] === 'string') {
          token = pair['accessToken'];
          refreshToken = pair['refreshToken'];
          renewals += 1;
        }
      }
      await request('GET public feed', 'GET', '/feed/public/posts?page=0', token);
      const post = await request('POST post', 'POST', '/feed/public/posts', token, {
        title: `soak ${index}-${iteration}`,
        body: 'A post of the soak: the same journeys as a student, for minutes.',
        isAnonymous: false,
      });
      if (typeof post?.['id'] === 'string') posts.push(post['id']);
      const target = posts[Math.floor(Math.random() * posts.length)];
      if (target) {
        await request('POST comment', 'POST', `/feed/posts/${target}/comments`, token, {
          body: `soak comment ${index}-${iteration}`,
          parentId: null,
          isAnonymous: false,
        });
        await request('POST like', 'POST', `/feed/posts/${target}/like`, token);
      }
      await request('GET events', 'GET', `/universities/${universityId}/events`, token);
      await request('GET marketplace', 'GET', `/universities/${universityId}/market`, token);
      await request('GET notifications', 'GET', '/notifications', token);
      iteration += 1;
      await sleep(Math.max(0, ITERATION_MS - (performance.now() - begun)));
    }
  };

  const samples = new Map<string, Array<[number, number]>>();
  const heapSamples = new Map<string, Array<[number, number]>>();
  const record = (into: Map<string, Array<[number, number]>>, name: string, point: [number, number]) => {
    const list = into.get(name) ?? [];
    list.push(point);
    into.set(name, list);
  };
  const sampler = (async () => {
    while (performance.now() < endAt) {
      const minute = (performance.now() - started) / 60_000;
      for (const { name, port } of processes) {
        const pid = pidListeningOn(port);
        const rss = pid === undefined ? undefined : rssKiB(pid);
        if (rss !== undefined) record(samples, name, [minute, rss]);
      }
      await sleep(Math.min(SAMPLE_EVERY_MS, Math.max(0, endAt - performance.now())));
    }
  })();
  const heapSampler = (async () => {
    if (!heapProbes?.size) return;
    while (performance.now() < endAt) {
      // One process at a time: a full GC is a pause, and a 2-core machine runs them all.
      for (const [name, probe] of heapProbes) {
        const heap = await probe.heapAfterGcKiB();
        if (heap !== undefined) record(heapSamples, name, [(performance.now() - started) / 60_000, heap]);
      }
      await sleep(Math.min(HEAP_SAMPLE_EVERY_MS, Math.max(0, endAt - performance.now())));
    }
  })();

  await Promise.all([...tokens.map((token, index) => virtualUser(token, index)), sampler, heapSampler]);

  const warmUpMinutes = minutes / 5;
  const lowWindowMinutes = Math.max(0.25, minutes / 20);
  const settled = (points: Array<[number, number]>) => points.filter(([minute]) => minute >= warmUpMinutes);
  return {
    requests,
    errors,
    renewals,
    seconds: (performance.now() - started) / 1000,
    routes: [...latencies].map(([route, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { route, count: list.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    }),
    memory: processes.map(({ name }) => {
      const rss = settled(samples.get(name) ?? []);
      const heap = heapSamples.has(name) ? settled(heapSamples.get(name) ?? []) : undefined;
      return {
        name,
        ...summary(rss),
        floorSlopeKiBPerMinute: slope(windowLows(rss, lowWindowMinutes)),
        ...(heap ? { heap: summary(heap) } : {}),
      };
    }),
  };
}

/** The soak's report as lines for a terminal or a CI log. */
export function formatSoakReport(report: SoakReport, slopeLimitKiBPerMinute: number): string[] {
  return [
    `soak: ${report.requests} requests in ${report.seconds.toFixed(0)} s, ${report.errors.length} errors, ${report.renewals} access tokens renewed`,
    ...report.routes.map(
      (route) => `  ${route.route.padEnd(18)} ${String(route.count).padStart(6)}  p50 ${route.p50.toFixed(0)} ms  p99 ${route.p99.toFixed(0)} ms`,
    ),
    `  memory after warm-up (limit ${slopeLimitKiBPerMinute} KiB/min on the RSS lows' slope and the heap-after-GC slope):`,
    ...report.memory.map(
      (entry) =>
        `  ${entry.name.padEnd(18)} RSS ${entry.firstKiB} → ${entry.lastKiB} KiB over ${entry.samples} samples, lows ${entry.floorSlopeKiBPerMinute.toFixed(0)} KiB/min (raw ${entry.slopeKiBPerMinute.toFixed(0)})` +
        (entry.heap
          ? `; heap after GC ${entry.heap.firstKiB} → ${entry.heap.lastKiB} KiB over ${entry.heap.samples} samples, ${entry.heap.slopeKiBPerMinute.toFixed(0)} KiB/min`
          : ''),
    ),
    ...report.errors.slice(0, 10).map((error) => `  error: ${error}`),
  ];
}
