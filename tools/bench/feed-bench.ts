// npm run bench:feed — in one run on 127.0.0.1 only:
//   1. starts a throw-away FerretDB (or uses $MONGODB_URI with two bench databases it drops afterwards),
//   2. seeds a 1k-post and a 100k-post public feed with bulk insertMany batches,
//   3. starts the feed service (createFeedApp) once per database and the real gateway (its main.ts)
//      in front of the 100k one, each in its own child process,
//   4. counts the database commands one page costs (in-process, engine-independent): page 0 and
//      page 500, 1k and 100k — the design's claim is that this number does not change,
//   5. times one primary-key read of the newest post at 1k and at 100k (what the engine charges
//      for the reads the page is made of),
//   6. measures, one request at a time with the scenarios interleaved round-robin (so background
//      noise hits all of them alike): page 0 and page 500 of the 100k feed, page 0 of the 1k feed,
//      direct and through the gateway, as a signed-in viewer (liked/isOwner computed per viewer).
//      Each scenario gets BENCH_SAMPLES requests or its share of a fixed time budget, whichever
//      is smaller, so a slow engine cannot stretch the run,
//   7. prints p50/p99 per scenario and the ratios, then stops everything (hard limit 6 minutes).
// Targets: deep page ÷ first page ≤ 1.2, 100k ÷ 1k ≤ 1.3 (p50; p99 printed alongside).
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitForHttp } from '../dev-stack/processes.mjs';
import { SignJWT, type JWK } from 'jose';
import mongoose, { type Connection } from 'mongoose';
import {
  claimsToUser,
  connectDatabase,
  createLogger,
  createOutbox,
  createTokenVerifier,
  newId,
  startService,
  type AccessClaims,
} from '@campusloop/service-kit';
import { createFeedApp } from '../../services/feed/src/app';
import { createFeedStore } from '../../services/feed/src/data/feed-store';
import type { PostDoc } from '../../services/feed/src/data/post-model';
import { allowAllCommunities } from '../../services/feed/src/domain/community-access';
import { feedListKey } from '../../services/feed/src/domain/feed-target';
import { listFeedPosts } from '../../services/feed/src/domain/list-feed-posts';
import { mediaUnavailable } from '../../services/feed/src/domain/media-port';

const ROOT = path.resolve(__dirname, '../..');
const HARD_LIMIT_MS = 6 * 60_000;
const SAMPLES = Number(process.env['BENCH_SAMPLES'] ?? 400);
const MEASURE_BUDGET_MS = Number(process.env['BENCH_BUDGET_SECONDS'] ?? 100) * 1000;
const MIN_SAMPLES = 3;
const WARMUP = 20;
const PAGE_SIZE = 20;
const DEEP_PAGE = 500;
const SIZES = { small: 1_000, large: 100_000 };
const INSERT_BATCH = 1_000;
const TARGETS = { deepOverFirst: 1.2, largeOverSmall: 1.3 };
const silent = createLogger({ name: 'feed-bench', level: 'silent' });

// ---------------------------------------------------------------------------------------------
// Child role: one feed service on a given database (spawned by the parent below).
// ---------------------------------------------------------------------------------------------
async function serveFeed(): Promise<void> {
  const env = (key: string) => {
    const value = process.env[key];
    if (!value) throw new Error(`feed-bench child needs ${key}`);
    return value;
  };
  const connection = await connectDatabase({
    uri: env('BENCH_DB_URI'),
    dbName: env('BENCH_DB_NAME'),
    logger: silent,
  });
  const verifier = createTokenVerifier({ keys: [JSON.parse(env('BENCH_JWK')) as JWK] });
  const { app } = createFeedApp({ connection, logger: silent, verifier });
  await startService({
    app,
    host: '127.0.0.1',
    port: Number(env('PORT')),
    logger: silent,
    onClose: [() => connection.close()],
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: seed, start, measure, report.
// ---------------------------------------------------------------------------------------------
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
/** What the hard limit still does synchronously: kill the database this run started, remove its files. */
const lastResort: Array<() => void> = [];

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function spawnTsx(script: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function startDatabase(): Promise<string> {
  if (process.env['MONGODB_URI']) return process.env['MONGODB_URI'];
  // A plain .mjs helper without types: described here.
  const helper = '../ferretdb/start-ferretdb.mjs';
  const { startFerretDb } = (await import(helper)) as {
    startFerretDb(options: {
      dataDir: string;
      output?: 'inherit' | 'ignore';
    }): Promise<{ uri: string; pid: number; stop(): Promise<void> }>;
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'campusloop-feed-bench-'));
  const ferret = await startFerretDb({ dataDir, output: 'ignore' });
  lastResort.push(() => {
    try {
      process.kill(ferret.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  cleanups.push(async () => {
    await ferret.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return ferret.uri;
}

/** `count` public posts written like the service writes them, then the feed's list in bulk. */
async function seedPublicFeed(connection: Connection, count: number, viewerId: string): Promise<number> {
  const started = Date.now();
  const store = createFeedStore(connection);
  const listKey = feedListKey({ scope: 'PUBLIC' });
  const authors = Array.from({ length: 50 }, (_v, index) => ({
    id: index === 0 ? viewerId : newId(),
    name: `Seed Author ${index}`,
  }));
  const base = Date.now() - count * 1_000;
  const ids: string[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const batch: PostDoc[] = [];
    for (let index = start; index < Math.min(count, start + INSERT_BATCH); index += 1) {
      const author = authors[index % authors.length] as { id: string; name: string };
      const createdAt = new Date(base + index * 1_000);
      const id = newId();
      ids.push(id);
      batch.push({
        _id: id,
        scope: 'PUBLIC',
        listKey,
        seq: index + 1,
        universityId: null,
        communityId: null,
        communityName: null,
        title: `Seeded question number ${index}`,
        body: `Body of seeded post ${index}. `.repeat(8),
        media: [],
        isAnonymous: index % 7 === 0,
        authorId: author.id,
        author: { name: author.name, avatarUrl: null, isVerified: true, universityName: 'Bench University' },
        likeCount: index % 13,
        commentCount: index % 5,
        version: 1,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await store.posts.insertMany(batch, { ordered: false, lean: true });
  }
  const seqs = await store.lists.bulkLoad(listKey, ids);
  if (seqs.at(-1) !== count) throw new Error('seeded list and posts disagree');
  return Date.now() - started;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function timedGet(url: string, authorization: string): Promise<{ ms: number; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: { authorization } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
  });
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

interface Scenario {
  name: string;
  url: string;
  expectTotal: number;
  latencies: number[];
}

/** One request whose answer must be a full page of the expected feed; returns its time. */
async function checkAnswer(scenario: Scenario, authorization: string): Promise<number> {
  const { ms, status, body } = await timedGet(scenario.url, authorization);
  const parsed = JSON.parse(body) as { content?: unknown[]; totalElements?: number };
  if (
    status !== 200 ||
    parsed.totalElements !== scenario.expectTotal ||
    parsed.content?.length !== PAGE_SIZE
  ) {
    throw new Error(`${scenario.name}: unexpected answer ${status} ${body.slice(0, 200)}`);
  }
  return ms;
}

/**
 * Runs the real use-case (listFeedPosts) in-process on a connection that reports every command,
 * and returns how many commands one page cost, by command name.
 */
async function commandsPerPage(
  uri: string,
  dbName: string,
  page: number,
  claims: AccessClaims,
): Promise<Record<string, number>> {
  const connection = mongoose.createConnection(uri, { dbName, monitorCommands: true, bufferCommands: false });
  await connection.asPromise();
  try {
    const store = createFeedStore(connection);
    const ctx = {
      store,
      media: mediaUnavailable,
      communities: allowAllCommunities,
      outbox: createOutbox({ connection, logger: silent, subscribers: {} }),
      logger: silent,
      now: () => new Date(),
    };
    // Let every model finish creating its collection and indexes, so only the page is counted.
    await Promise.all(Object.values(connection.models).map((model) => model.init()));
    const counts: Record<string, number> = {};
    const onCommand = (event: { commandName: string }) => {
      counts[event.commandName] = (counts[event.commandName] ?? 0) + 1;
    };
    connection.getClient().on('commandStarted', onCommand);
    const result = await listFeedPosts(
      ctx,
      claimsToUser(claims),
      { scope: 'PUBLIC' },
      { page, size: PAGE_SIZE },
    );
    connection.getClient().off('commandStarted', onCommand);
    if (result.content.length !== PAGE_SIZE)
      throw new Error(`page ${page} of ${dbName} has ${result.content.length} posts`);
    return counts;
  } finally {
    await connection.close();
  }
}

/** Milliseconds for one primary-key read of the newest post (median of 5). */
async function newestPostReadMs(uri: string, dbName: string): Promise<number> {
  const connection = await connectDatabase({ uri, dbName, logger: silent });
  try {
    const store = createFeedStore(connection);
    const { ids } = await store.lists.page(feedListKey({ scope: 'PUBLIC' }), { page: 0, size: 1 });
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const started = process.hrtime.bigint();
      await store.posts.findById(ids[0]).lean();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return percentile(
      times.sort((a, b) => a - b),
      0.5,
    );
  } finally {
    await connection.close();
  }
}

async function serverName(uri: string): Promise<string> {
  const connection = await connectDatabase({ uri, dbName: 'admin', logger: silent });
  try {
    const info = (await connection.db?.admin().command({ buildInfo: 1 })) as
      { version?: string; ferretdbVersion?: string } | undefined;
    return info?.ferretdbVersion ? `FerretDB ${info.ferretdbVersion}` : `MongoDB ${info?.version ?? '?'}`;
  } finally {
    await connection.close();
  }
}

async function main(): Promise<void> {
  const runStarted = Date.now();
  const uri = await startDatabase();
  const suffix = randomBytes(3).toString('hex');
  const dbNames = { small: `bench_feed_1k_${suffix}`, large: `bench_feed_100k_${suffix}` };

  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk: JWK = {
    ...(publicKey.export({ format: 'jwk' }) as JWK),
    kid: 'feed-bench',
    alg: 'EdDSA',
    use: 'sig',
  };
  const viewerId = newId();
  const token = await new SignJWT({
    audience: 'UNIVERSITY_STUDENT',
    universityId: 'benchUni001',
    universityVerified: true,
    userType: 'VERIFIED',
    name: 'Bench Viewer',
    avatarUrl: null,
    universityName: 'Bench University',
    profileComplete: true,
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', kid: 'feed-bench' })
    .setSubject(viewerId)
    .setIssuer('campusloop-identity')
    .setAudience('campusloop-api')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
  const authorization = `Bearer ${token}`;

  for (const size of ['small', 'large'] as const) {
    const connection = await connectDatabase({ uri, dbName: dbNames[size], logger: silent });
    cleanups.push(async () => {
      const again = await connectDatabase({ uri, dbName: dbNames[size], logger: silent });
      await again.dropDatabase().catch(() => undefined);
      await again.close();
    });
    const ms = await seedPublicFeed(connection, SIZES[size], viewerId);
    console.log(
      `seeded ${SIZES[size].toLocaleString('en')} posts into ${dbNames[size]} in ${(ms / 1000).toFixed(1)} s`,
    );
    await connection.close();
  }

  const engine = await serverName(uri);
  console.log(`database: ${engine}`);
  const viewerClaims = {
    sub: viewerId,
    audience: 'UNIVERSITY_STUDENT',
    universityId: 'benchUni001',
    universityVerified: true,
    userType: 'VERIFIED',
    name: 'Bench Viewer',
    avatarUrl: null,
    universityName: 'Bench University',
    profileComplete: true,
  } satisfies AccessClaims;
  const describe = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ');
  console.log('\ndatabase commands for one page (size 20, signed-in viewer), counted in-process:');
  for (const [label, size, page] of [
    ['1k page 0', 'small', 0],
    ['100k page 0', 'large', 0],
    ['100k page 500', 'large', DEEP_PAGE],
  ] as const) {
    console.log(
      `  ${label.padEnd(14)} ${describe(await commandsPerPage(uri, dbNames[size], page, viewerClaims))}`,
    );
  }
  const readSmall = await newestPostReadMs(uri, dbNames.small);
  const readLarge = await newestPostReadMs(uri, dbNames.large);
  console.log(
    `one primary-key read of the newest post: 1k ${readSmall.toFixed(2)} ms, 100k ${readLarge.toFixed(2)} ms (${(readLarge / readSmall).toFixed(1)}×)`,
  );

  const ports = { small: await freePort(), large: await freePort(), gateway: await freePort() };
  for (const size of ['small', 'large'] as const) {
    spawnTsx('tools/bench/feed-bench.ts', ['--serve-feed'], {
      PORT: String(ports[size]),
      BENCH_DB_URI: uri,
      BENCH_DB_NAME: dbNames[size],
      BENCH_JWK: JSON.stringify(jwk),
    });
  }
  spawnTsx('services/gateway/src/main.ts', [], {
    PORT: String(ports.gateway),
    FEED_URL: `http://127.0.0.1:${ports.large}`,
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  await Promise.all(Object.values(ports).map((port) => waitForHttp(`http://127.0.0.1:${port}/healthz`)));

  const feed = (port: number, page: number) =>
    `http://127.0.0.1:${port}/api/v1/feed/public/posts?page=${page}&size=${PAGE_SIZE}`;
  const scenarios: Scenario[] = [
    { name: 'direct   1k page 0  ', url: feed(ports.small, 0), expectTotal: SIZES.small, latencies: [] },
    { name: 'direct 100k page 0  ', url: feed(ports.large, 0), expectTotal: SIZES.large, latencies: [] },
    {
      name: 'direct 100k page 500',
      url: feed(ports.large, DEEP_PAGE),
      expectTotal: SIZES.large,
      latencies: [],
    },
    { name: 'gateway 100k page 0  ', url: feed(ports.gateway, 0), expectTotal: SIZES.large, latencies: [] },
    {
      name: 'gateway 100k page 500',
      url: feed(ports.gateway, DEEP_PAGE),
      expectTotal: SIZES.large,
      latencies: [],
    },
  ];
  // One checked call each; its time sizes the scenario's share of the budget.
  const plan = new Map<Scenario, { samples: number; warmup: number }>();
  for (const scenario of scenarios) {
    const first = await checkAnswer(scenario, authorization);
    const affordable = Math.floor(MEASURE_BUDGET_MS / scenarios.length / Math.max(first, 0.1));
    const samples = Math.max(MIN_SAMPLES, Math.min(SAMPLES, affordable));
    // The checked call warmed the path already; slow scenarios spend their budget on samples.
    plan.set(scenario, { samples, warmup: samples >= 100 ? WARMUP : 0 });
  }
  for (let round = 0; ; round += 1) {
    let pending = false;
    for (const scenario of scenarios) {
      const { samples, warmup } = plan.get(scenario) as { samples: number; warmup: number };
      if (round >= warmup + samples) continue;
      pending = true;
      const { ms, status } = await timedGet(scenario.url, authorization);
      if (status !== 200) throw new Error(`${scenario.name}: HTTP ${status}`);
      if (round >= warmup) scenario.latencies.push(ms);
    }
    if (!pending) break;
  }

  const stats = scenarios.map((scenario) => {
    const sorted = [...scenario.latencies].sort((a, b) => a - b);
    return {
      name: scenario.name,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      n: sorted.length,
    };
  });
  const [small0, large0, large500, gateway0, gateway500] = stats as [
    (typeof stats)[number],
    (typeof stats)[number],
    (typeof stats)[number],
    (typeof stats)[number],
    (typeof stats)[number],
  ];
  const fmt = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`;
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  const verdict = (value: number, limit: number) => (value <= limit ? 'ok' : 'MISSED');

  console.log(
    `\nfeed over HTTP: sequential requests, size ${PAGE_SIZE}, signed-in viewer, 127.0.0.1, ${engine}`,
  );
  console.log('scenario                       p50          p99      n');
  for (const stat of stats)
    console.log(`${stat.name.padEnd(24)} ${fmt(stat.p50)}   ${fmt(stat.p99)}  ${String(stat.n).padStart(5)}`);
  const deep = large500.p50 / large0.p50;
  const growth = large0.p50 / small0.p50;
  console.log('\nratios (p50; p99 in brackets)');
  console.log(
    `deep page ÷ first page (100k, page 500 ÷ 0): ${ratio(large500.p50, large0.p50)} [${ratio(large500.p99, large0.p99)}]  target ≤ ${TARGETS.deepOverFirst}: ${verdict(deep, TARGETS.deepOverFirst)}`,
  );
  console.log(
    `100k ÷ 1k (page 0):                          ${ratio(large0.p50, small0.p50)} [${ratio(large0.p99, small0.p99)}]  target ≤ ${TARGETS.largeOverSmall}: ${verdict(growth, TARGETS.largeOverSmall)}`,
  );
  console.log(
    `gateway ÷ direct (100k page 0):              ${ratio(gateway0.p50, large0.p50)} [${ratio(gateway0.p99, large0.p99)}]  (+${(gateway0.p50 - large0.p50).toFixed(2)} ms p50)`,
  );
  console.log(
    `gateway ÷ direct (100k page 500):            ${ratio(gateway500.p50, large500.p50)} [${ratio(gateway500.p99, large500.p99)}]`,
  );
  console.log(
    `gateway deep ÷ gateway first:                ${ratio(gateway500.p50, gateway0.p50)} [${ratio(gateway500.p99, gateway0.p99)}]`,
  );
  if (deep > TARGETS.deepOverFirst || growth > TARGETS.largeOverSmall) {
    console.log(
      `\nwhy: a page costs the same number of commands at any depth and size (counted above), so what grows is\n` +
        `the price of each primary-key read (${(readLarge / readSmall).toFixed(1)}× from 1k to 100k). FerretDB v1 does not use its own _id index\n` +
        `(its SQL compares sjson->'$._id' while the index is on sjson->'_id'; FerretDB issue #4646 shows the same on\n` +
        `PostgreSQL), so every read scans the table. On MongoDB those reads use the _id index: run this bench with\n` +
        `MONGODB_URI=mongodb://... to measure the design where it is meant to run.`,
    );
  }
  console.log(`\ntotal run time ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
}

async function shutdown(): Promise<void> {
  agent.destroy();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  );
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('feed-bench: cleanup failed', error);
    }
  }
}

if (process.argv.includes('--serve-feed')) {
  serveFeed().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  const hardLimit = setTimeout(() => {
    console.error(`feed-bench: still running after ${HARD_LIMIT_MS / 1000} s, giving up`);
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of lastResort) cleanup();
    process.exit(1);
  }, HARD_LIMIT_MS);
  hardLimit.unref();
  process.once('SIGINT', () => {
    void shutdown().finally(() => process.exit(130));
  });
  main()
    .then(shutdown)
    .then(() => process.exit(0))
    .catch(async (error: unknown) => {
      console.error(error);
      await shutdown();
      process.exit(1);
    });
}
