// npm run bench:lists — every list endpoint at 1k and at 100k rows, through the real gateway, in one
// run on 127.0.0.1 only:
//   1. starts a throw-away FerretDB (or uses $MONGODB_URI with bench databases it drops afterwards),
//   2. seeds, per size, with bulk inserts through the services' data layer (tools/bench/bench-seed.ts):
//      feed: the public, one campus and one public community feed, the comments of one post and the
//      replies to one comment, `size` rows each; events: `size` upcoming and `size` past events of
//      the viewer's university, all organized by the viewer (so "my events" holds them too),
//   3. starts, per size, the feed and events services in child processes (production mode; the
//      communities service's say on the community feed is a stub that lets the viewer in) and a
//      real gateway (its main.ts, rate limits out of the way) in front of them,
//   4. measures page 0 (size 20, signed-in verified viewer) of every list at both sizes, one
//      request at a time, round-robin across all scenarios; each gets BENCH_SAMPLES requests or its
//      share of a fixed time budget, whichever is smaller,
//   5. prints p50/p99 and reports per list: p50 at the large size (target ≤ 25 ms) and large ÷ small
//      (p50, target ≤ 1.3), then stops everything (hard limit BENCH_LISTS_LIMIT_SECONDS, default 15 min).
// BENCH_LISTS_LARGE=10000 replaces 100k by a smaller size (quick check).
// The benchmark reaches into the services' own apps and data layer (like feed-bench.ts, which the lint target skips).
/* eslint-disable @nx/enforce-module-boundaries */
import { createTokenVerifier, newId, startService, connectDatabase } from '@campusloop/service-kit';
import type { JWK } from 'jose';
import { waitForHttp } from '../dev-stack/processes.mjs';
import { createFeedApp } from '../../services/feed/src/app';
import type { CommunityAccess } from '../../services/feed/src/domain/community-access';
import { createEventsApp } from '../../services/events/src/app';
import { atMost, reportBenchRows, type BenchRow } from './bench-rows';
import { seedComments, seedEvents, seedFeedPosts } from './bench-seed';
import {
  benchServiceAuth,
  benchViewer,
  childEnv,
  dropOnCleanup,
  freePort,
  loadAverage,
  percentile,
  planSamples,
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
const COMMUNITY_ID = newId();

type Size = keyof typeof SIZES;

// ---------------------------------------------------------------------------------------------
// Child roles: one feed or events service on a given database.
// ---------------------------------------------------------------------------------------------
/** The communities service's say, faked at its network edge: the bench community exists, the viewer is in. */
const benchCommunity: CommunityAccess = {
  async check() {
    return { name: 'Bench Community' };
  },
};

async function serve(role: 'feed' | 'events'): Promise<void> {
  const connection = await connectDatabase({
    uri: childEnv('BENCH_DB_URI'),
    dbName: childEnv('BENCH_DB_NAME'),
    logger: silent,
  });
  const verifier = createTokenVerifier({ keys: [JSON.parse(childEnv('BENCH_JWK')) as JWK] });
  const deps = { connection, logger: silent, verifier, serviceAuth: benchServiceAuth(role) };
  let app;
  if (role === 'feed') {
    const feed = createFeedApp({ ...deps, communityAccess: benchCommunity });
    await feed.store.init();
    app = feed.app;
  } else {
    const events = createEventsApp(deps);
    await events.init();
    app = events.app;
  }
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
interface ListPath {
  name: string;
  path: string;
}

interface Scenario {
  list: string;
  size: Size;
  url: string;
  latencies: number[];
}

async function seed(uri: string, suffix: string, size: Size, viewer: { viewerId: string; universityId: string }) {
  const count = SIZES[size];
  const dbNames = { feed: `bench_lists_feed_${LABEL[size]}_${suffix}`, events: `bench_lists_events_${LABEL[size]}_${suffix}` };
  const started = Date.now();
  const feedDb = await connectDatabase({ uri, dbName: dbNames.feed, logger: silent });
  dropOnCleanup(uri, dbNames.feed);
  const publicIds = await seedFeedPosts(feedDb, { scope: 'PUBLIC' }, count, viewer.viewerId);
  await seedFeedPosts(feedDb, { scope: 'CAMPUS', universityId: viewer.universityId }, count, viewer.viewerId);
  await seedFeedPosts(
    feedDb,
    { scope: 'COMMUNITY', communityId: COMMUNITY_ID, universityId: null },
    count,
    viewer.viewerId,
  );
  const postId = publicIds.at(-1) as string;
  const commentIds = await seedComments(feedDb, { targetType: 'POST', targetId: postId, count, viewerId: viewer.viewerId });
  const commentId = commentIds.at(-1) as string;
  await seedComments(feedDb, {
    targetType: 'POST',
    targetId: postId,
    parentId: commentId,
    count,
    viewerId: viewer.viewerId,
  });
  await feedDb.close();
  const eventsDb = await connectDatabase({ uri, dbName: dbNames.events, logger: silent });
  dropOnCleanup(uri, dbNames.events);
  await seedEvents(eventsDb, { universityId: viewer.universityId, count, viewerId: viewer.viewerId });
  await eventsDb.close();
  console.log(`seeded ${LABEL[size]} rows per list in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { dbNames, postId, commentId };
}

async function main(): Promise<void> {
  const runStarted = Date.now();
  const uri = await startDatabase();
  const suffix = newId().slice(-6).toLowerCase();
  const viewer = await benchViewer('lists-bench');
  const u = viewer.universityId;

  const gateways = {} as Record<Size, number>;
  const lists = {} as Record<Size, ListPath[]>;
  for (const size of ['small', 'large'] as const) {
    const { dbNames, postId, commentId } = await seed(uri, suffix, size, viewer);
    const ports = { feed: await freePort(), events: await freePort(), gateway: await freePort() };
    for (const role of ['feed', 'events'] as const)
      spawnTsx(SCRIPT, [`--serve-${role}`], {
        PORT: String(ports[role]),
        BENCH_DB_URI: uri,
        BENCH_DB_NAME: dbNames[role],
        BENCH_JWK: JSON.stringify(viewer.jwk),
      });
    spawnGateway(ports.gateway, {
      FEED_URL: `http://127.0.0.1:${ports.feed}`,
      EVENTS_URL: `http://127.0.0.1:${ports.events}`,
      // A list that scans may take longer than the 30 s default; the bench wants its time, not a 504.
      UPSTREAM_TIMEOUT_MS: '110000',
    });
    await Promise.all(Object.values(ports).map((port) => waitForHttp(`http://127.0.0.1:${port}/healthz`)));
    gateways[size] = ports.gateway;
    lists[size] = [
      { name: 'feed public', path: '/feed/public/posts' },
      { name: 'feed campus', path: `/feed/universities/${u}/posts` },
      { name: 'feed community', path: `/feed/public/communities/${COMMUNITY_ID}/posts` },
      { name: 'comments', path: `/feed/posts/${postId}/comments` },
      { name: 'replies', path: `/feed/posts/${postId}/comments/${commentId}/replies` },
      { name: 'events upcoming', path: `/universities/${u}/events` },
      { name: 'events past', path: `/universities/${u}/events/past` },
      { name: 'events mine', path: '/users/me/activity/events' },
    ];
  }
  const engine = await serverName(uri);
  console.log(`database: ${engine}; load average ${loadAverage()}`);

  const scenarios: Scenario[] = [];
  for (const [index, list] of lists.small.entries())
    for (const size of ['small', 'large'] as const) {
      const path = (lists[size][index] as ListPath).path;
      scenarios.push({
        list: list.name,
        size,
        url: `http://127.0.0.1:${gateways[size]}/api/v1${path}?page=0&size=${PAGE_SIZE}`,
        latencies: [],
      });
    }

  // One checked call each (a full page of the expected total); its time sizes the scenario's share.
  const plan = new Map<Scenario, SamplePlan>();
  for (const scenario of scenarios) {
    const { ms, status, body } = await timedGet(scenario.url, viewer.authorization);
    const parsed = (status === 200 ? JSON.parse(body) : {}) as { content?: unknown[]; totalElements?: number };
    if (status !== 200 || parsed.totalElements !== SIZES[scenario.size] || parsed.content?.length !== PAGE_SIZE) {
      // Reported as not measured (NaN, target missed) rather than ending the run for the other lists.
      console.log(`${scenario.list} ${LABEL[scenario.size]}: unexpected answer ${status} ${body.slice(0, 300)}`);
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

  const stat = (scenario: Scenario) => {
    const sorted = [...scenario.latencies].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), n: sorted.length };
  };
  const fmt = (ms: number) => `${ms.toFixed(2).padStart(8)} ms`;
  console.log(`\nlists through the gateway: page 0, size ${PAGE_SIZE}, signed-in viewer, 127.0.0.1, ${engine}`);
  console.log(`list               ${LABEL.small} p50      ${LABEL.large} p50      ${LABEL.large} p99    n   ${LABEL.large}÷${LABEL.small}`);
  const rows: BenchRow[] = [];
  for (const list of lists.small) {
    const small = stat(scenarios.find((s) => s.list === list.name && s.size === 'small') as Scenario);
    const large = stat(scenarios.find((s) => s.list === list.name && s.size === 'large') as Scenario);
    const ratio = large.p50 / small.p50;
    console.log(
      `${list.name.padEnd(16)} ${fmt(small.p50)} ${fmt(large.p50)} ${fmt(large.p99)} ${String(large.n).padStart(4)}   ${ratio.toFixed(2)}`,
    );
    rows.push(atMost(`${list.name} p50 at ${LABEL.large}`, large.p50, TARGETS.largeP50Ms, 'ms'));
    rows.push(atMost(`${list.name} ${LABEL.large} ÷ ${LABEL.small} (p50)`, ratio, TARGETS.largeOverSmall));
  }
  const missed = rows.filter((row) => !row.met).map((row) => row.name);
  if (missed.length > 0) console.log(`\nmissed: ${missed.join('; ')} (load average ${loadAverage()})`);
  reportBenchRows(rows);
  console.log(`\ntotal run time ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
}

if (process.argv.includes('--serve-feed') || process.argv.includes('--serve-events')) {
  serve(process.argv.includes('--serve-feed') ? 'feed' : 'events').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  runBenchMain('lists-bench', HARD_LIMIT_MS, main);
}
