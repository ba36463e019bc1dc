// What the HTTP benchmarks that start part of the stack share (feed-bench.ts, lists-bench.ts):
// a throw-away FerretDB (or $MONGODB_URI), free loopback ports, children started with tsx in
// production mode with a throw-away SERVICE_TOKEN_SECRET, the real gateway with limits out of the
// way, a signed viewer token, one-at-a-time timed GETs, percentiles, and a hard limit that stops
// everything by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, type JWK } from 'jose';
import { connectDatabase, createLogger, createServiceAuth, newId } from '@campusloop/service-kit';

export const ROOT = path.resolve(__dirname, '../..');
export const silent = createLogger({ name: 'bench', level: 'silent' });

/** One throw-away service token secret per run (production mode requires one). */
export const BENCH_SERVICE_SECRET = randomBytes(32).toString('base64url');
export const benchServiceAuth = (service: string) => createServiceAuth({ service, secret: BENCH_SERVICE_SECRET });

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
/** What the hard limit still does synchronously: kill the database this run started, remove its files. */
const lastResort: Array<() => void> = [];

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

export function sizeLabel(count: number): string {
  return count % 1_000 === 0 ? `${count / 1_000}k` : String(count);
}

/** Reads a required env value of a child role. */
export function childEnv(key: string): string {
  const value = process.env[key];
  if (!value) throw new Error(`bench child needs ${key}`);
  return value;
}

export function onCleanup(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function spawnTsx(script: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SERVICE_TOKEN_SECRET: BENCH_SERVICE_SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/**
 * The real gateway (its main.ts) in production mode in front of the given upstreams
 * (`{ FEED_URL: ..., EVENTS_URL: ... }`), with rate limits so high that a benchmark measures the
 * lists, not the limits.
 */
export function spawnGateway(port: number, upstreams: Record<string, string>): ChildProcess {
  return spawnTsx('services/gateway/src/main.ts', [], {
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_IP_READS: '100000000',
    RATE_LIMIT_ACCOUNT_READS: '100000000',
    ...upstreams,
  });
}

export async function startDatabase(): Promise<string> {
  if (process.env['MONGODB_URI']) return process.env['MONGODB_URI'];
  // A plain .mjs helper without types: described here.
  const helper = '../ferretdb/start-ferretdb.mjs';
  const { startFerretDb } = (await import(helper)) as {
    startFerretDb(options: {
      dataDir: string;
      output?: 'inherit' | 'ignore';
    }): Promise<{ uri: string; pid: number; stop(): Promise<void> }>;
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'campusloop-bench-'));
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

/** Drops the database when the run ends. */
export function dropOnCleanup(uri: string, dbName: string): void {
  cleanups.push(async () => {
    const again = await connectDatabase({ uri, dbName, logger: silent });
    await again.dropDatabase().catch(() => undefined);
    await again.close();
  });
}

export async function serverName(uri: string): Promise<string> {
  const connection = await connectDatabase({ uri, dbName: 'admin', logger: silent });
  try {
    const info = (await connection.db?.admin().command({ buildInfo: 1 })) as
      | { version?: string; ferretdbVersion?: string }
      | undefined;
    return info?.ferretdbVersion ? `FerretDB ${info.ferretdbVersion}` : `MongoDB ${info?.version ?? '?'}`;
  } finally {
    await connection.close();
  }
}

/**
 * A signing key, its public JWK (children verify with it) and a verified student's bearer token;
 * `extraClaims` adds to its claims (lists-bench: `roles: ['moderator']`).
 */
export async function benchViewer(kid: string, universityId = 'benchUni001', extraClaims: Record<string, unknown> = {}) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk: JWK = { ...(publicKey.export({ format: 'jwk' }) as JWK), kid, alg: 'EdDSA', use: 'sig' };
  const viewerId = newId();
  const token = await new SignJWT({
    audience: 'UNIVERSITY_STUDENT',
    universityId,
    universityVerified: true,
    userType: 'VERIFIED',
    name: 'Bench Viewer',
    avatarUrl: null,
    universityName: 'Bench University',
    profileComplete: true,
    ...extraClaims,
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', kid })
    .setSubject(viewerId)
    .setIssuer('campusloop-identity')
    .setAudience('campusloop-api')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
  return { jwk, viewerId, universityId, authorization: `Bearer ${token}` };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function timedGet(url: string, authorization: string): Promise<{ ms: number; status: number; body: string }> {
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
    request.setTimeout(120_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
  });
}

export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** How often one scenario is timed: `warmup` untimed calls first, then `samples` timed ones. */
export interface SamplePlan {
  samples: number;
  warmup: number;
}

/**
 * The plan of a scenario whose checked first call took `firstMs`, given its share of the measuring
 * budget: as many samples as the share affords, between `min` and `max`; warm-up calls only when there
 * are at least 100 samples (the checked call warmed the path already; slow scenarios spend their share
 * on samples).
 */
export function planSamples(
  firstMs: number,
  shareMs: number,
  { min, max, warmup }: { min: number; max: number; warmup: number },
): SamplePlan {
  const samples = Math.max(min, Math.min(max, Math.floor(shareMs / Math.max(firstMs, 0.1))));
  return { samples, warmup: samples >= 100 ? warmup : 0 };
}

/**
 * Times every planned scenario round by round (one call each per round, in the plan's order), so a
 * slow spell of the machine hits every scenario alike; `time` makes one call and returns its ms.
 */
export async function sampleInRounds<S extends { latencies: number[] }>(
  plan: Map<S, SamplePlan>,
  time: (scenario: S) => Promise<number>,
): Promise<void> {
  for (let round = 0; ; round += 1) {
    let pending = false;
    for (const [scenario, { samples, warmup }] of plan) {
      if (round >= warmup + samples) continue;
      pending = true;
      const ms = await time(scenario);
      if (round >= warmup) scenario.latencies.push(ms);
    }
    if (!pending) break;
  }
}

export async function shutdown(): Promise<void> {
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
      console.error('bench: cleanup failed', error);
    }
  }
}

/** Runs a benchmark's parent role: a hard limit, Ctrl-C and every error end with everything stopped. */
export function runBenchMain(name: string, hardLimitMs: number, main: () => Promise<void>): void {
  const hardLimit = setTimeout(() => {
    console.error(`${name}: still running after ${hardLimitMs / 1000} s, giving up`);
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of lastResort) cleanup();
    process.exit(1);
  }, hardLimitMs);
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
