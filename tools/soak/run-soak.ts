// The soak's workload and measurements, shared by `npm run soak` (tools/soak/soak.ts, 10 minutes) and the
// CI-sized run in tools/reliability/reliability.test.ts. Each virtual user is a signed-in student who, in a
// loop paced under the gateway's per-account write limit (30 a minute), reads the public feed, creates a
// post, comments on and likes a post of another user, lists the campus events and marketplace and reads
// its notifications. RSS of every stack process is sampled every few seconds; the slope per process is a
// least-squares fit over the samples after the warm-up (the first fifth of the run).
import { performance } from 'node:perf_hooks';
import { percentile } from '../bench/bench-stack';
import { pidListeningOn, rssKiB, type StackProcess } from '../reliability/stack-processes';

/** Three writes an iteration every 8 s: 22.5 writes a minute per account, under the limit of 30. */
const ITERATION_MS = 8_000;
const SAMPLE_EVERY_MS = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;

export interface SoakOptions {
  apiUrl: string;
  universityId: string;
  /** One virtual user per token. */
  tokens: string[];
  minutes: number;
  processes: StackProcess[];
}

export interface SoakReport {
  requests: number;
  errors: string[];
  routes: Array<{ route: string; count: number; p50: number; p99: number }>;
  memory: Array<{ name: string; samples: number; firstKiB: number; lastKiB: number; slopeKiBPerMinute: number }>;
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runSoak({ apiUrl, universityId, tokens, minutes, processes }: SoakOptions): Promise<SoakReport> {
  const started = performance.now();
  const endAt = started + minutes * 60_000;
  const latencies = new Map<string, number[]>();
  const errors: string[] = [];
  let requests = 0;
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

  const virtualUser = async (token: string, index: number) => {
    // Spread the users over one iteration so their requests interleave.
    await sleep((ITERATION_MS / tokens.length) * index);
    let iteration = 0;
    while (performance.now() < endAt) {
      const begun = performance.now();
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
  const sampler = (async () => {
    while (performance.now() < endAt) {
      const minute = (performance.now() - started) / 60_000;
      for (const { name, port } of processes) {
        const pid = pidListeningOn(port);
        const rss = pid === undefined ? undefined : rssKiB(pid);
        if (rss === undefined) continue;
        const list = samples.get(name) ?? [];
        list.push([minute, rss]);
        samples.set(name, list);
      }
      await sleep(Math.min(SAMPLE_EVERY_MS, Math.max(0, endAt - performance.now())));
    }
  })();

  await Promise.all([...tokens.map((token, index) => virtualUser(token, index)), sampler]);

  const warmUpMinutes = minutes / 5;
  return {
    requests,
    errors,
    seconds: (performance.now() - started) / 1000,
    routes: [...latencies].map(([route, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { route, count: list.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    }),
    memory: processes.map(({ name }) => {
      const all = samples.get(name) ?? [];
      const settled = all.filter(([minute]) => minute >= warmUpMinutes);
      return {
        name,
        samples: settled.length,
        firstKiB: settled[0]?.[1] ?? 0,
        lastKiB: settled.at(-1)?.[1] ?? 0,
        slopeKiBPerMinute: slope(settled),
      };
    }),
  };
}

/** The soak's report as lines for a terminal or a CI log. */
export function formatSoakReport(report: SoakReport, slopeLimitKiBPerMinute: number): string[] {
  return [
    `soak: ${report.requests} requests in ${report.seconds.toFixed(0)} s, ${report.errors.length} errors`,
    ...report.routes.map(
      (route) => `  ${route.route.padEnd(18)} ${String(route.count).padStart(6)}  p50 ${route.p50.toFixed(0)} ms  p99 ${route.p99.toFixed(0)} ms`,
    ),
    `  RSS slope after warm-up (limit ${slopeLimitKiBPerMinute} KiB/min):`,
    ...report.memory.map(
      (entry) =>
        `  ${entry.name.padEnd(18)} ${entry.firstKiB} → ${entry.lastKiB} KiB over ${entry.samples} samples, slope ${entry.slopeKiBPerMinute.toFixed(0)} KiB/min`,
    ),
    ...report.errors.slice(0, 10).map((error) => `  error: ${error}`),
  ];
}
