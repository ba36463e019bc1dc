// npm run bench:gateway — in one run, loads three targets in turn from this process on 127.0.0.1:
//   (a) bare node:http, (b) a service-kit app with the same trivial route, (c) the gateway (its real
//   main.ts) proxying to (b), and (d) the least a proxy can do (node:http in, undici out, nothing else)
//   proxying to (b): the floor of (c) on this machine, printed next to the gateway's ratio so a miss
//   can be told apart from the cost of a second hop itself. Each target runs in its own child process. The targets are loaded in
//   turn for several rounds (a, b, c, a, b, c, ...) so a burst of other work on a shared machine
//   does not hit one target only; each target's median round is reported. Prints req/s, p50 and
//   p99 per target, the ratios against the targets, and stops by itself (hard limit 4 minutes).
// Every target gets the same client, connections and requests: each request carries a signed-in
// student's access token (minted here, its JWKS served from this process as identity's), so the
// gateway verifies it (its cache: once per token until expiry) and counts the request against the
// account, as it does for every signed-in page; the run checks that it did (`RateLimit-Policy` is the
// per-account budget). The gateway and the bare proxy are loaded back to back, in alternating order.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { waitForHttp } from '../dev-stack/processes.mjs';
import autocannon from 'autocannon';
import { createTestAuth } from '@campusloop/service-kit/testing';
import { atLeast, atMost, info, reportBenchRows } from './bench-rows';

const ROOT = path.resolve(__dirname, '../..');
const PATH = '/api/v1/feed/ping';
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const DURATION_SECONDS = Number(process.env['BENCH_DURATION_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const WARMUP_SECONDS = 1;
const HARD_LIMIT_MS = 240_000;
/** The gateway's budgets in this run: never refusing, and told apart in `RateLimit-Policy`. */
const ACCOUNT_READS = 900_000_000;
const IP_READS = 1_000_000_000;
/**
 * `BENCH_GATEWAY_CPU_PROF=<dir>`: the gateway and the bare proxy write V8 CPU profiles there when the
 * run ends (`gateway-<pid>.cpuprofile`, `bare-proxy-<pid>.cpuprofile`), to compare their hot paths.
 */
const CPU_PROFILE_DIR = process.env['BENCH_GATEWAY_CPU_PROF'];
const cpuProfile = (name: string): string[] =>
  CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE_DIR, '--cpu-prof-name', `${name}-\${pid}.cpuprofile`] : [];

// The service-kit target is met by either the throughput ratio or the CPU ratio (issue 12).
// The gateway against the bare proxy (d), the floor of any proxy on this machine (issue 30): at least
// 0.9 of its req/s and at most 1 ms more p50, with every check (limits, CORS, request ids, routing,
// the signed client address) still running.
const TARGETS = {
  gatewayAddedP50Ms: 2,
  gatewayVsBareProxy: 0.9,
  gatewayAddedP50VsBareProxyMs: 1,
};

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  mean: number;
  total: number;
  failures: number;
  /** Per target process (the gateway run lists gateway, then service). */
  cpuMicrosPerRequest: number[];
}

const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function spawnTsx(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', path.join(ROOT, script), ...args], {
    cwd: ROOT,
    // Production mode wants the installation's service token secret (a throw-away one per run) and the
    // gateway's public origin (the loopback it listens on here).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVICE_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_BASE_URL: 'http://127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  child.stdout?.resume();
  return child;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** CPU time (user + system) a process has used so far, in microseconds; undefined off Linux. */
function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/**
 * One bounded autocannon run (warm-up, then the measured run). Latencies are kept at full
 * (sub-millisecond) precision; CPU per request is read from the target processes, which a busy
 * shared machine disturbs far less than req/s.
 */
async function load(
  name: string,
  url: string,
  pids: (number | undefined)[],
  headers: Record<string, string>,
): Promise<Measurement> {
  const latencies: number[] = [];
  let cpuAtStart: (number | undefined)[] = [];
  const instance = autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
  });
  // Events of the returned tracker come from the measured run only (the warm-up has its own).
  instance.on('start', () => {
    cpuAtStart = pids.map(cpuMicros);
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await instance;
  const cpuAtEnd = pids.map(cpuMicros);
  latencies.sort((a, b) => a - b);
  const total = result.requests.total;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
    total,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuMicrosPerRequest: cpuAtEnd.map((end, index) => {
      const begin = cpuAtStart[index];
      return end === undefined || begin === undefined || total === 0 ? Number.NaN : (end - begin) / total;
    }),
  };
}

const fixed = (value: number, digits = 2): string => value.toFixed(digits);

function verdict(ok: boolean): string {
  return ok ? 'meets target' : 'MISSES target';
}

/** Identity's `/internal/jwks` for the gateway: the public key of the bench's tokens. */
async function serveJwks(jwks: object): Promise<{ url: string; close: () => void }> {
  const body = JSON.stringify(jwks);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/internal/jwks`, close: () => server.close() };
}

/** The gateway verified the bench's token and counts its requests per account (not per IP). */
async function assertCountedPerAccount(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  const policy = response.headers.get('ratelimit-policy') ?? '';
  if (response.status !== 200 || !policy.startsWith(`${ACCOUNT_READS};`))
    throw new Error(`the gateway did not count the bench's token per account (status ${response.status}, RateLimit-Policy '${policy}')`);
}

async function main(): Promise<void> {
  const [nodePort, servicePort, gatewayPort, proxyPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const auth = createTestAuth();
  const jwks = await serveJwks(auth.jwks);
  // One signed-in student for the whole run (15 min token): every request of every target carries it.
  const headers = { authorization: await auth.bearer() };
  const bareNode = spawnTsx('tools/bench/bench-target.ts', ['node', String(nodePort)]);
  const serviceApp = spawnTsx('tools/bench/bench-target.ts', ['service', String(servicePort)], {
    LOG_LEVEL: 'info',
  });
  const bareProxy = spawnTsx(
    'tools/bench/bench-target.ts',
    ['proxy', String(proxyPort), String(servicePort)],
    {},
    cpuProfile('bare-proxy'),
  );
  const gatewayApp = spawnTsx(
    'services/gateway/src/main.ts',
    [],
    {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      FEED_URL: `http://127.0.0.1:${servicePort}`,
      IDENTITY_JWKS_URL: jwks.url,
      LOG_LEVEL: 'info',
      // The limiter still runs (its cost is part of the measurement); it must not refuse the load.
      RATE_LIMIT_IP_READS: String(IP_READS),
      RATE_LIMIT_ACCOUNT_READS: String(ACCOUNT_READS),
      DIST_DIR: path.join(ROOT, 'dist'),
    },
    cpuProfile('gateway'),
  );

  const urls = {
    node: `http://127.0.0.1:${nodePort}${PATH}`,
    service: `http://127.0.0.1:${servicePort}${PATH}`,
    gateway: `http://127.0.0.1:${gatewayPort}${PATH}`,
    proxy: `http://127.0.0.1:${proxyPort}${PATH}`,
  };
  await Promise.all(Object.values(urls).map((url) => waitForHttp(url)));
  await assertCountedPerAccount(urls.gateway, headers);
  console.log(
    `${ROUNDS} rounds; per round each target is loaded for ${DURATION_SECONDS} s after ${WARMUP_SECONDS} s warm-up, ` +
      `${CONNECTIONS} keep-alive connections, GET ${PATH} with a signed-in student's bearer token ` +
      `(the gateway verifies it and counts per account; checked)\n`,
  );

  const targets = [
    ['(a) node:http', urls.node, [bareNode.pid]],
    ['(b) service-kit app', urls.service, [serviceApp.pid]],
    ['(c) gateway -> (b)', urls.gateway, [gatewayApp.pid, serviceApp.pid]],
    ['(d) bare proxy -> (b)', urls.proxy, [bareProxy.pid, serviceApp.pid]],
  ] as const;
  const rounds: Measurement[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    // (c) and (d) back to back, in turn first: a slow spell of the machine does not favour one of them.
    const order = round % 2 === 0 ? [0, 1, 2, 3] : [0, 1, 3, 2];
    for (const index of order) {
      const [name, url, pids] = targets[index] as (typeof targets)[number];
      const measurement = await load(name, url, [...pids], headers);
      rounds[index]?.push(measurement);
      console.log(
        `round ${round + 1}: ${name.padEnd(22)} ${fixed(measurement.requestsPerSecond, 0).padStart(7)} req/s`,
      );
    }
  }
  const median = (measurements: Measurement[]): Measurement => {
    const sorted = [...measurements].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    return sorted[Math.floor(sorted.length / 2)] as Measurement;
  };
  const results = rounds.map(median);
  console.log('\nMedian round per target:');

  console.log(
    [
      'target'.padEnd(22),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'mean ms'.padStart(8),
      'requests'.padStart(9),
      'failed'.padStart(7),
      '  CPU us/request (per process)',
    ].join(' '),
  );
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(22),
        fixed(r.requestsPerSecond, 0).padStart(9),
        fixed(r.p50).padStart(8),
        fixed(r.p99).padStart(8),
        fixed(r.mean).padStart(8),
        String(r.total).padStart(9),
        String(r.failures).padStart(7),
        `  ${r.cpuMicrosPerRequest.map((value) => fixed(value, 0)).join(' + ')}`,
      ].join(' '),
    );
  }

  // Ratios per round compare targets loaded seconds apart; their median is the headline number.
  const medianOf = (values: number[]): number =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const perRound = (pick: (round: number) => number): number =>
    medianOf(Array.from({ length: ROUNDS }, (_, round) => pick(round)));
  const rps = (target: number, round: number): number =>
    rounds[target]?.[round]?.requestsPerSecond ?? Number.NaN;
  const p50 = (target: number, round: number): number => rounds[target]?.[round]?.p50 ?? Number.NaN;
  const serviceRatio = perRound((round) => rps(1, round) / rps(0, round));
  const gatewayRatio = perRound((round) => rps(2, round) / rps(1, round));
  const addedP50 = perRound((round) => p50(2, round) - p50(1, round));
  const floorRatio = perRound((round) => rps(3, round) / rps(1, round));
  const gatewayVsFloor = perRound((round) => rps(2, round) / rps(3, round));
  const addedP50VsFloor = perRound((round) => p50(2, round) - p50(3, round));
  console.log('\nPer-round medians:');
  console.log(
    `service / node:http  req/s ratio: ${fixed(serviceRatio)}  (reference)`,
  );
  console.log(
    `gateway / direct     req/s ratio: ${fixed(gatewayRatio)}  (reference: bounded by the bare proxy's, next line)`,
  );
  console.log(
    `bare proxy / direct  req/s ratio: ${fixed(floorRatio)}  (the most any proxy in front reaches here; gateway / bare proxy: ${fixed(gatewayVsFloor)})`,
  );
  console.log(
    `gateway p50 - direct p50:        ${fixed(addedP50)} ms  (target <= +${TARGETS.gatewayAddedP50Ms} ms: ${verdict(addedP50 <= TARGETS.gatewayAddedP50Ms)})`,
  );
  console.log(
    `gateway / bare proxy req/s ratio: ${fixed(gatewayVsFloor)}  (target >= ${TARGETS.gatewayVsBareProxy}: ${verdict(gatewayVsFloor >= TARGETS.gatewayVsBareProxy)})`,
  );
  console.log(
    `gateway p50 - bare proxy p50:    ${fixed(addedP50VsFloor)} ms  (target <= +${TARGETS.gatewayAddedP50VsBareProxyMs} ms: ${verdict(addedP50VsFloor <= TARGETS.gatewayAddedP50VsBareProxyMs)})`,
  );
  const cpu = (target: number, process = 0): number =>
    perRound((round) => rounds[target]?.[round]?.cpuMicrosPerRequest[process] ?? Number.NaN);
  const serviceCpuRatio = perRound(
    (round) =>
      (rounds[1]?.[round]?.cpuMicrosPerRequest[0] ?? Number.NaN) /
      (rounds[0]?.[round]?.cpuMicrosPerRequest[0] ?? Number.NaN),
  );
  console.log(
    `service / node:http  CPU ratio:   ${fixed(serviceCpuRatio)}  (reference)`,
  );
  console.log(
    `CPU per request: node:http ${fixed(cpu(0), 0)} us, service ${fixed(cpu(1), 0)} us, gateway ${fixed(cpu(2), 0)} us, ` +
      `bare proxy ${fixed(cpu(3), 0)} us ` +
      `(gateway / service CPU: ${fixed(cpu(2) / cpu(1))}); less sensitive to a busy machine than req/s.`,
  );
  const gatewayCpuVsFloor = perRound(
    (round) =>
      (rounds[2]?.[round]?.cpuMicrosPerRequest[0] ?? Number.NaN) /
      (rounds[3]?.[round]?.cpuMicrosPerRequest[0] ?? Number.NaN),
  );
  console.log(`gateway / bare proxy CPU per request: ${fixed(gatewayCpuVsFloor)} (its own process only, per-round median)`);
  console.log(
    `(2 cores are shared by the load generator and every target: a busy machine lowers the gateway ratio most.)`,
  );
  // The two absolute ratios of an earlier wave are printed for reference, without a target: on this
  // 2-core machine (load generator and targets share it) even the bare proxy reaches only about half of
  // direct, so 'gateway / direct >= 0.6' measured the machine, not the gateway; issue 30 judges the hop
  // against the bare proxy measured beside it (rows below). The service-kit app's ratio is Express with
  // the kit's security headers and request ids on a trivial route, the same with or without a token.
  reportBenchRows([
    info('service-kit / node:http req/s (reference)', serviceRatio),
    info('service-kit / node:http CPU per request (reference)', serviceCpuRatio),
    info('gateway / direct req/s (reference; bounded by the floor below)', gatewayRatio),
    atMost('gateway p50 - direct p50', addedP50, TARGETS.gatewayAddedP50Ms, 'ms'),
    info('bare proxy / direct req/s (floor of the gateway row)', floorRatio),
    atLeast('gateway / bare proxy req/s', gatewayVsFloor, TARGETS.gatewayVsBareProxy),
    atMost('gateway p50 - bare proxy p50', addedP50VsFloor, TARGETS.gatewayAddedP50VsBareProxyMs, 'ms'),
    info('CPU per request, node:http', cpu(0), 'us'),
    info('CPU per request, service-kit app', cpu(1), 'us'),
    info('CPU per request, gateway', cpu(2), 'us'),
    info('CPU per request, bare proxy', cpu(3), 'us'),
    info('gateway / bare proxy CPU per request (less sensitive to a busy machine)', gatewayCpuVsFloor),
  ]);
  if (results.some((r) => r.failures > 0))
    console.log('\nWARNING: some requests failed; the numbers above are not trustworthy.');
  jwks.close();
}

function stopChildren(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

const hardLimit = setTimeout(() => {
  console.error(`gateway-bench: still running after ${HARD_LIMIT_MS / 1000} s, giving up`);
  stopChildren();
  process.exit(1);
}, HARD_LIMIT_MS);
hardLimit.unref();

main().then(
  () => {
    stopChildren();
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    stopChildren();
    process.exit(1);
  },
);
