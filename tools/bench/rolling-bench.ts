// npm run bench:rolling — a rolling restart under load (issue 32). Starts the composed stack as
// `npm start -- --instances 2` does (two of every service and two gateways; ports shifted by
// ROLLING_BENCH_OFFSET, default 16000; a throw-away data dir), signs a few students up, then drives a
// mixed load through both gateways in turn — reads of the public feed and creations of posts — while
// every service is restarted instance by instance (SIGTERM: readiness false, drain, exit; start; ready).
// Prints requests sent, errors (target 0), writes acknowledged vs found afterwards (target equal) and
// p99 during the restarts. Loopback only; bounded (15 min).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { signUpStudents } from '../reliability/students';
import { atMost, info, reportBenchRows } from './bench-rows';
import { percentile } from './bench-stack';
import { runWithStack, type RunningStack } from './with-stack';

const OFFSET = Number(process.env['ROLLING_BENCH_OFFSET'] ?? 16_000);
const STUDENTS = Number(process.env['ROLLING_BENCH_STUDENTS'] ?? 6);
/** Each student writes at most every 2.5 s: under the per-account limit of 30 writes a minute. */
const WRITE_EVERY_MS = 2_500;
const HARD_LIMIT_MS = 15 * 60_000;

interface Tally {
  sent: number;
  /** `<method> <status or error> during <service>` → count. */
  errors: Map<string, number>;
  /** The service being restarted now (errors are told by phase). */
  phase: string;
  latencies: number[];
  acknowledged: string[];
}

async function timed(tally: Tally, url: string, init: RequestInit): Promise<Response | undefined> {
  tally.sent += 1;
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    tally.latencies.push(performance.now() - started);
    if (!response.ok) {
      const key = `${init.method ?? 'GET'} ${response.status} during ${tally.phase}`;
      tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
    }
    return response;
  } catch (error) {
    const key = `${init.method ?? 'GET'} ${(error as Error).name} during ${tally.phase}`;
    tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
    return undefined;
  }
}

/** One student's load until `until()` says stop: reads in a loop, a post every WRITE_EVERY_MS. */
async function drive(tally: Tally, gateways: string[], token: string, index: number, running: () => boolean): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let turn = index;
  let nextWrite = performance.now() + (index * WRITE_EVERY_MS) / STUDENTS;
  let written = 0;
  while (running()) {
    turn += 1;
    const api = `${gateways[turn % gateways.length]}/api/v1`;
    if (performance.now() >= nextWrite) {
      nextWrite += WRITE_EVERY_MS;
      written += 1;
      const response = await timed(tally, `${api}/feed/public/posts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `rolling ${index}-${written}`, body: 'bench:rolling', isAnonymous: false }),
      });
      if (response?.ok) tally.acknowledged.push(String(((await response.json()) as { id: string }).id));
      else await response?.body?.cancel();
    } else {
      const response = await timed(tally, `${api}/feed/public/posts?page=0&size=10`, { method: 'GET', headers });
      await response?.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function main(stack: RunningStack): Promise<boolean> {
  const { discoverServices } = await import('../dev-stack/stack.mjs');
  const gateways = stack.urls.gateways;
  const apiUrl = `${gateways[0]}/api/v1`;
  const names = Array.from({ length: STUDENTS }, (_, index) => String(index));
  const { tokens } = await signUpStudents(apiUrl, stack.urls.inbox.replace(/\/$/, ''), names, `rolling.${Date.now().toString(36)}`, {
    label: 'Rolling',
    bio: 'bench:rolling',
  });

  const tally: Tally = { sent: 0, errors: new Map(), phase: 'start', latencies: [], acknowledged: [] };
  let running = true;
  const load = Promise.all(tokens.map((token, index) => drive(tally, gateways, token, index, () => running)));
  const started = performance.now();
  const services: string[] = discoverServices();
  for (const name of services) {
    tally.phase = name;
    const at = performance.now();
    await stack.restart(name);
    console.log(`  ${name}: both instances restarted in ${((performance.now() - at) / 1000).toFixed(1)} s (${tally.sent} requests so far)`);
  }
  running = false;
  await load;
  const seconds = (performance.now() - started) / 1000;

  // Every acknowledged write must be there afterwards (read back in turn by every student, under the per-account read limit).
  let found = 0;
  for (const [index, id] of tally.acknowledged.entries()) {
    let response: Response;
    do {
      response = await fetch(`${apiUrl}/feed/posts/${id}`, { headers: { authorization: `Bearer ${tokens[index % tokens.length]}` } });
      await response.body?.cancel();
      if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 1000));
    } while (response.status === 429);
    if (response.ok) found += 1;
  }
  const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  console.log(
    `${tally.sent} requests in ${seconds.toFixed(0)} s while ${services.length} services restarted instance by instance; ` +
      `errors ${errors}${errors ? ` (${[...tally.errors].map(([key, count]) => `${key}: ${count}`).join(', ')})` : ''}; ` +
      `writes acknowledged ${tally.acknowledged.length}, found ${found}; p99 ${percentile(sorted, 0.99).toFixed(0)} ms (load ${os.loadavg()[0]?.toFixed(1)})`,
  );
  reportBenchRows([
    info('rolling: requests sent', tally.sent),
    atMost('rolling: errors during restarts', errors, 0),
    atMost('rolling: acknowledged writes missing', tally.acknowledged.length - found, 0),
    info('rolling: writes acknowledged', tally.acknowledged.length),
    info('rolling: p99 during restarts', Math.round(percentile(sorted, 0.99)), 'ms'),
  ]);
  return true;
}

runWithStack({ name: 'bench:rolling', offset: OFFSET, instances: 2, hardLimitMs: HARD_LIMIT_MS }, main);
