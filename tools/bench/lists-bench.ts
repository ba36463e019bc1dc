// npm run bench:lists [-- <vertical> ...] — every registered list endpoint at 1k and at 100k rows,
// through the real gateway, in one run on 127.0.0.1 only:
//   1. starts a throw-away FerretDB (or uses $MONGODB_URI with bench databases it drops afterwards),
//   2. seeds, per size and vertical, a fresh database with the vertical's `seed` (bulk inserts in the
//      shape the service writes, see tools/bench/bench-seed.ts),
//   3. starts, per size, every vertical's service in a child process (production mode, its `serve`)
//      and a real gateway (its main.ts, rate limits out of the way) in front of them,
//   4. measures page 0 (size 20, signed-in verified viewer) of every list at both sizes, one
//      request at a time, round-robin across all scenarios; each gets BENCH_SAMPLES requests or its
//      share of a fixed time budget, whichever is smaller,
//   5. prints p50/p99 and reports per list: p50 at the large size (target ≤ 25 ms) and large ÷ small
//      (p50, target ≤ 1.3), then stops everything (hard limit BENCH_LISTS_LIMIT_SECONDS, default 15 min).
// BENCH_LISTS_LARGE=10000 replaces 100k by a smaller size (quick check); naming verticals on the command
// line (`npm run bench:lists -- events`) runs only their lists.
//
// Adding a vertical's lists: one file, tools/bench/lists/<vertical>.ts, default-exporting a
// `ListBenchVertical` (tools/bench/list-bench-vertical.ts): `name` (the vertical's name in
// tools/verticals/verticals.json: the gateway reaches it through that entry's `urlEnv`), `serve(deps)`
// (build the service's app on the given connection and run its init) and `seed(connection,
// { count, viewer })` (write `count` rows into each list, return `{ name, path, total? }` per list,
// paths filled from the contracts' *-paths module). This script finds every file in tools/bench/lists/
// by itself; tools/bench/lists/feed.ts and events.ts are the examples.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTokenVerifier, newId, startService, connectDatabase } from '@campusloop/service-kit';
import type { JWK } from 'jose';
import { waitForHttp } from '../dev-stack/processes.mjs';
import { atMost, reportBenchRows, type BenchRow } from './bench-rows';
import {
  benchServiceAuth,
  benchViewer,
  childEnv,
  dropOnCleanup,
  freePort,
  loadAverage,
  percentile,
  planSamples,
  ROOT,
  runBenchMain,
  sampleInRounds,
  type SamplePlan,
  serverName,
  silent,
  sizeLabel,
  spawnGateway,
  spawnTsx,
  startDatabase,
  timedGet,
} from './bench-stack';
import type { BenchList, ListBenchVertical } from './list-bench-vertical';

const HARD_LIMIT_MS = Number(process.env['BENCH_LISTS_LIMIT_SECONDS'] ?? 900) * 1000;
const SAMPLES = Number(process.env['BENCH_SAMPLES'] ?? 200);
const MEASURE_BUDGET_MS = Number(process.env['BENCH_BUDGET_SECONDS'] ?? 120) * 1000;
const MIN_SAMPLES = 3;
/** A page slower than this (first call) is not repeated. */
const SLOW_MS = 3_000;
const WARMUP = 10;
const SAMPLING = { min: MIN_SAMPLES, max: SAMPLES, warmup: WARMUP };
const PAGE_SIZE = 20;
const SIZES = { small: 1_000, large: Number(process.env['BENCH_LISTS_LARGE'] ?? 100_000) };
const LABEL = { small: sizeLabel(SIZES.small), large: sizeLabel(SIZES.large) };
const TARGETS = { largeP50Ms: 25, largeOverSmall: 1.3 };
const SCRIPT = 'tools/bench/lists-bench.ts';
const LISTS_DIR = path.join(__dirname, 'lists');
const MANIFEST = path.join(ROOT, 'tools/verticals/verticals.json');

type Size = keyof typeof SIZES;

// ---------------------------------------------------------------------------------------------
// The registry: one file per vertical in tools/bench/lists/.
// ---------------------------------------------------------------------------------------------
async function loadVerticals(): Promise<ListBenchVertical[]> {
  const files = readdirSync(LISTS_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .sort();
  const verticals: ListBenchVertical[] = [];
  for (const file of files) {
    const loaded = (await import(path.join(LISTS_DIR, file))) as { default?: ListBenchVertical };
    const vertical = loaded.default;
    if (!vertical?.name || !vertical.seed || !vertical.serve)
      throw new Error(`tools/bench/lists/${file} must default-export a ListBenchVertical`);
    verticals.push(vertical);
  }
  return verticals;
}

/** The env key through which the gateway reaches a vertical's service (its manifest entry's `urlEnv`). */
async function upstreamEnvOf(name: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as {
    verticals: Array<{ name: string; service: { urlEnv: string } | null }>;
  };
  const urlEnv = manifest.verticals.find((vertical) => vertical.name === name)?.service?.urlEnv;
  if (!urlEnv)
    throw new Error(`bench:lists: no service for vertical '${name}' in tools/verticals/verticals.json`);
  return urlEnv;
}

// ---------------------------------------------------------------------------------------------
// Child role: one vertical's service on a given database.
// ---------------------------------------------------------------------------------------------
async function serve(name: string): Promise<void> {
  const vertical = (await loadVerticals()).find((candidate) => candidate.name === name);
  if (!vertical) throw new Error(`bench:lists: no tools/bench/lists file for '${name}'`);
  const connection = await connectDatabase({
    uri: childEnv('BENCH_DB_URI'),
    dbName: childEnv('BENCH_DB_NAME'),
    logger: silent,
  });
  const verifier = createTokenVerifier({ keys: [JSON.parse(childEnv('BENCH_JWK')) as JWK] });
  const app = await vertical.serve({
    connection,
    logger: silent,
    verifier,
    serviceAuth: benchServiceAuth(name),
  });
  await startService({
    app,
    host: '127.0.0.1',
    port: Number(childEnv('PORT')),
    logger: silent,
    onClose: [() => connection.close()],
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: seed, start, measure, report.
// ---------------------------------------------------------------------------------------------
interface Scenario {
  list: string;
  size: Size;
  url: string;
  total: number;
  latencies: number[];
}

async function seed(
  uri: string,
  dbName: string,
  vertical: ListBenchVertical,
  size: Size,
  viewer: { viewerId: string; universityId: string },
): Promise<BenchList[]> {
  const started = Date.now();
  const connection = await connectDatabase({ uri, dbName, logger: silent });
  dropOnCleanup(uri, dbName);
  try {
    const lists = await vertical.seed(connection, { count: SIZES[size], viewer });
    console.log(
      `${vertical.name}: seeded ${LABEL[size]} rows per list in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return lists;
  } finally {
    await connection.close();
  }
}

async function main(): Promise<void> {
  const runStarted = Date.now();
  const picked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const registered = await loadVerticals();
  const unknown = picked.filter((name) => !registered.some((vertical) => vertical.name === name));
  if (unknown.length > 0)
    throw new Error(
      `bench:lists: unknown vertical(s) ${unknown.join(', ')}; registered: ${registered.map((v) => v.name).join(', ')}`,
    );
  const verticals =
    picked.length > 0 ? registered.filter((vertical) => picked.includes(vertical.name)) : registered;
  const upstreamEnv = new Map<string, string>();
  for (const vertical of verticals) upstreamEnv.set(vertical.name, await upstreamEnvOf(vertical.name));

  const uri = await startDatabase();
  const suffix = newId().slice(-6).toLowerCase();
  // Also a moderator: the moderators' desks (queue, audit log) are lists too; the role changes no other list.
  const viewer = await benchViewer('lists-bench', undefined, { roles: ['moderator'] });

  const scenarios: Scenario[] = [];
  for (const size of ['small', 'large'] as const) {
    const upstreams: Record<string, string> = {};
    const ports: number[] = [];
    for (const vertical of verticals) {
      const dbName = `bench_lists_${vertical.name.replace(/\W/g, '_')}_${LABEL[size]}_${suffix}`;
      const lists = await seed(uri, dbName, vertical, size, viewer);
      const port = await freePort();
      spawnTsx(SCRIPT, [`--serve=${vertical.name}`], {
        PORT: String(port),
        BENCH_DB_URI: uri,
        BENCH_DB_NAME: dbName,
        BENCH_JWK: JSON.stringify(viewer.jwk),
      });
      upstreams[upstreamEnv.get(vertical.name) as string] = `http://127.0.0.1:${port}`;
      ports.push(port);
      for (const list of lists)
        scenarios.push({
          list: list.name,
          size,
          url: list.path,
          total: list.total ?? SIZES[size],
          latencies: [],
        });
    }
    const gateway = await freePort();
    spawnGateway(gateway, {
      ...upstreams,
      // A list that scans may take longer than the 30 s default; the bench wants its time, not a 504.
      UPSTREAM_TIMEOUT_MS: '110000',
    });
    // Services build their indexes on start (events backfills its list index): give them time.
    await Promise.all(
      [...ports, gateway].map((port) =>
        waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 600_000 }),
      ),
    );
    for (const scenario of scenarios)
      if (scenario.size === size)
        scenario.url = `http://127.0.0.1:${gateway}/api/v1${scenario.url}${scenario.url.includes('?') ? '&' : '?'}page=0&size=${PAGE_SIZE}`;
  }
  const engine = await serverName(uri);
  console.log(`database: ${engine}; load average ${loadAverage()}`);
  // Side by side: each list's small and large scenario next to each other, in registration order.
  const listNames = [...new Set(scenarios.map((scenario) => scenario.list))];
  scenarios.sort(
    (a, b) =>
      listNames.indexOf(a.list) - listNames.indexOf(b.list) ||
      (a.size === b.size ? 0 : a.size === 'small' ? -1 : 1),
  );

  // One checked call each (a full page of the expected total); its time sizes the scenario's share.
  const plan = new Map<Scenario, SamplePlan>();
  for (const scenario of scenarios) {
    const { ms, status, body } = await timedGet(scenario.url, viewer.authorization);
    const parsed = (status === 200 ? JSON.parse(body) : {}) as {
      content?: unknown[];
      /** Spec §3: a notification page holds `notifications` (or `content`). */
      notifications?: unknown[];
      totalElements?: number;
    };
    const fullPage = Math.min(PAGE_SIZE, scenario.total);
    const items = parsed.content ?? parsed.notifications;
    if (status !== 200 || parsed.totalElements !== scenario.total || items?.length !== fullPage) {
      // Reported as not measured (NaN, target missed) rather than ending the run for the other lists.
      console.log(
        `${scenario.list} ${LABEL[scenario.size]}: unexpected answer ${status} ${body.slice(0, 300)}`,
      );
      plan.set(scenario, { samples: 0, warmup: 0 });
      continue;
    }
    if (ms > SLOW_MS) {
      // A list this slow is measured by its checked call alone, so the run stays bounded.
      scenario.latencies.push(ms);
      plan.set(scenario, { samples: 0, warmup: 0 });
      continue;
    }
    plan.set(scenario, planSamples(ms, MEASURE_BUDGET_MS / scenarios.length, SAMPLING));
  }
  await sampleInRounds(plan, async (scenario) => {
    const { ms, status } = await timedGet(scenario.url, viewer.authorization);
    if (status !== 200) throw new Error(`${scenario.list} ${LABEL[scenario.size]}: HTTP ${status}`);
    return ms;
  });

  const stat = (scenario: Scenario | undefined) => {
    const sorted = [...(scenario?.latencies ?? [])].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), n: sorted.length };
  };
  const fmt = (ms: number) => `${ms.toFixed(2).padStart(9)} ms`;
  const width = Math.max(16, ...listNames.map((name) => name.length));
  console.log(
    `\nlists through the gateway: page 0, size ${PAGE_SIZE}, signed-in viewer, 127.0.0.1, ${engine}`,
  );
  console.log(
    `${'list'.padEnd(width)} ${`${LABEL.small} p50`.padStart(12)} ${`${LABEL.large} p50`.padStart(12)} ${`${LABEL.large} p99`.padStart(12)}     n  ${LABEL.large}÷${LABEL.small}  targets`,
  );
  const rows: BenchRow[] = [];
  for (const name of listNames) {
    const small = stat(scenarios.find((s) => s.list === name && s.size === 'small'));
    const large = stat(scenarios.find((s) => s.list === name && s.size === 'large'));
    const ratio = large.p50 / small.p50;
    const p50Row = atMost(`${name} p50 at ${LABEL.large}`, large.p50, TARGETS.largeP50Ms, 'ms');
    const ratioRow = atMost(`${name} ${LABEL.large} ÷ ${LABEL.small} (p50)`, ratio, TARGETS.largeOverSmall);
    rows.push(p50Row, ratioRow);
    const verdict = `${p50Row.met ? 'met' : 'MISSED'}/${ratioRow.met ? 'met' : 'MISSED'}`;
    console.log(
      `${name.padEnd(width)} ${fmt(small.p50)} ${fmt(large.p50)} ${fmt(large.p99)} ${String(large.n).padStart(5)}  ${ratio.toFixed(2).padStart(6)}  ${verdict}`,
    );
  }
  const missed = rows.filter((row) => !row.met).map((row) => row.name);
  if (missed.length > 0) console.log(`\nmissed: ${missed.join('; ')} (load average ${loadAverage()})`);
  reportBenchRows(rows);
  console.log(`\ntotal run time ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
}

const serveArg = process.argv.find((arg) => arg.startsWith('--serve='));
if (serveArg) {
  serve(serveArg.slice('--serve='.length)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  runBenchMain('lists-bench', HARD_LIMIT_MS, main);
}
