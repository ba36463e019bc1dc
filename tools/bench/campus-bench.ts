// npm run bench:campus — a whole campus behind one address (benchmark, not a test; ~4 min).
//
// Starts the composed stack exactly as `npm start` does (tools/dev-stack, default limits, ports
// shifted by CAMPUS_BENCH_OFFSET, default 20000, throw-away data dir), then from 127.0.0.1 — one NAT
// address for everyone:
// 1. signs STUDENTS (300) students in through the gateway as the app does (request-otp, the code read
//    from the MailDev inbox, verify-otp): identity's per-address and per-IP code limits must let a
//    campus in;
// 2. each student reads a feed page (GET /api/v1/feed/public/posts?page=0&size=10) every 3 s for
//    BENCH_SECONDS (120), starts spread over the first 3 s; meanwhile one more student's token
//    loops on the same page as fast as one client can (one request at a time).
// Reported: 429s among the students (target 0), their p50/p95/p99 latency, and when the looping
// token was refused (target: within its per-account read budget, RATE_LIMIT_ACCOUNT_READS per minute).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { atMost, info, reportBenchRows, type BenchRow } from './bench-rows';

const STUDENTS = Number(process.env['BENCH_STUDENTS'] ?? 300);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 120);
const PERIOD_MS = 3_000;
const OFFSET = Number(process.env['CAMPUS_BENCH_OFFSET'] ?? 20_000);
/** The gateway's default per-account read budget per minute (services/gateway README). */
const ACCOUNT_READS_PER_MINUTE = 600;
const SIGN_IN_CONCURRENCY = 10;

interface InboxMail {
  to?: Array<{ address?: string }>;
  subject?: string;
  text?: string;
}

function percentile(sorted: number[], fraction: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function postJson(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** The newest code MailDev holds for each address in `emails`, polling until every one has arrived. */
async function readCodes(inboxUrl: string, emails: string[]): Promise<Map<string, string>> {
  const deadline = Date.now() + 120_000;
  const codes = new Map<string, string>();
  while (codes.size < emails.length && Date.now() < deadline) {
    const mails = (await (await fetch(`${inboxUrl}/email`)).json()) as InboxMail[];
    for (const mail of mails) {
      const to = mail.to?.[0]?.address?.toLowerCase();
      const code = /\b(\d{6})\b/.exec(`${mail.subject ?? ''} ${mail.text ?? ''}`)?.[1];
      if (to && code) codes.set(to, code);
    }
    if (codes.size < emails.length) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return codes;
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

/** Signs every address in through the gateway; returns access tokens, or throws naming what refused. */
async function signIn(apiUrl: string, inboxUrl: string, emails: string[]): Promise<string[]> {
  const requested = await inBatches(emails, SIGN_IN_CONCURRENCY, (email) => postJson(`${apiUrl}/auth/request-otp`, { email }));
  const refused = requested.filter((answer) => answer.status !== 200);
  if (refused.length) throw new Error(`request-otp refused ${refused.length} of ${emails.length}: ${JSON.stringify(refused[0])}`);
  const codes = await readCodes(inboxUrl, emails);
  const verified = await inBatches(emails, SIGN_IN_CONCURRENCY, (email) =>
    postJson(`${apiUrl}/auth/verify-otp`, { email, otp: codes.get(email) ?? '000000' }),
  );
  const failed = verified.filter((answer) => answer.status !== 200);
  if (failed.length) throw new Error(`verify-otp failed ${failed.length} of ${emails.length}: ${JSON.stringify(failed[0])}`);
  return verified.map((answer) => String(answer.json['accessToken']));
}

interface Reading {
  ms: number;
  status: number;
}

async function readPage(url: string, token: string): Promise<Reading> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

/** One student: a page every 3 s until `endAt`, the first after `delayMs`. */
async function student(url: string, token: string, delayMs: number, endAt: number, readings: Reading[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  for (let next = performance.now(); next < endAt; next += PERIOD_MS) {
    readings.push(await readPage(url, token));
    const wait = next + PERIOD_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

interface LoopResult {
  requests: number;
  okBeforeFirstRefusal: number;
  firstRefusalAtMs: number | null;
  refused: number;
  retryAfter: string | null;
}

/**
 * One token asking for the page as fast as one client can, for `ms`, in a worker thread: its own
 * event loop, so its tight loop does not delay the students' timers and inflate their latencies.
 */
const LOOPER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, ms } = workerData;
(async () => {
  const result = { requests: 0, okBeforeFirstRefusal: 0, firstRefusalAtMs: null, refused: 0, retryAfter: null };
  const started = Date.now();
  while (Date.now() - started < ms) {
    const response = await fetch(url, { headers: { authorization: 'Bearer ' + token } }).catch(() => null);
    if (response) await response.arrayBuffer();
    result.requests += 1;
    if (response && response.status === 429) {
      result.refused += 1;
      if (result.firstRefusalAtMs === null) {
        result.firstRefusalAtMs = Date.now() - started;
        result.retryAfter = response.headers.get('retry-after');
      }
    } else if (result.firstRefusalAtMs === null) result.okBeforeFirstRefusal += 1;
  }
  parentPort.postMessage(result);
})();
`;

function looper(url: string, token: string, ms: number): Promise<LoopResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOOPER_SOURCE, { eval: true, workerData: { url, token, ms } });
    worker.once('message', (result: LoopResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(1)).join(' ');

async function main(): Promise<void> {
  // tools/dev-stack holds the plain Node scripts `npm start` runs: the benchmark starts the stack with that very code.
  const { startStack, DATA_FOLDER } = await import('../dev-stack/stack.mjs');
  const { portPlan } = await import('../dev-stack/ports.mjs');
  const ports = portPlan(OFFSET);
  const apiUrl = `http://127.0.0.1:${ports['gateway']}/api/v1`;
  const inboxUrl = `http://127.0.0.1:${ports['inbox']}`;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'campusloop-campus-bench-'));

  console.log(`bench:campus — starting the stack as npm start does (ports +${OFFSET}, default limits)...`);
  const stack = await startStack({ dataDir: path.join(scratch, DATA_FOLDER), offset: OFFSET, quiet: true, log: () => undefined });
  try {
    const tag = Date.now().toString(36);
    const emails = Array.from({ length: STUDENTS + 1 }, (_, index) => `campus.${tag}.${index}@gmail.com`);
    const signInStarted = performance.now();
    const tokens = await signIn(apiUrl, inboxUrl, emails);
    const signInSeconds = (performance.now() - signInStarted) / 1000;
    console.log(`signed in ${emails.length} students from one address in ${signInSeconds.toFixed(1)} s (no 429)`);

    const page = `${apiUrl}/feed/public/posts?page=0&size=10`;
    const readings: Reading[] = [];
    const endAt = performance.now() + SECONDS * 1000;
    console.log(`${STUDENTS} students read a feed page every 3 s for ${SECONDS} s; one more token loops as fast as it can...`);
    console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores; latencies grow with what else runs)`);
    const [loop] = await Promise.all([
      looper(page, tokens[STUDENTS] as string, SECONDS * 1000),
      ...tokens.slice(0, STUDENTS).map((token, index) => student(page, token, (index * PERIOD_MS) / STUDENTS, endAt, readings)),
    ]);

    const refusedStudents = readings.filter((reading) => reading.status === 429).length;
    const failedStudents = readings.filter((reading) => reading.status !== 200 && reading.status !== 429).length;
    const latencies = readings.map((reading) => reading.ms).sort((a, b) => a - b);
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((fraction) => percentile(latencies, fraction));
    console.log(
      `students: ${readings.length} reads, ${refusedStudents} × 429, ${failedStudents} other failures; ` +
        `latency p50 ${p50?.toFixed(1)} ms, p95 ${p95?.toFixed(1)} ms, p99 ${p99?.toFixed(1)} ms`,
    );
    console.log(`load average after: ${loadAverage()}`);
    console.log(
      `looping token: ${loop.requests} requests, ${loop.okBeforeFirstRefusal} answered before the first 429 ` +
        `(${loop.firstRefusalAtMs === null ? 'never refused' : `at ${(loop.firstRefusalAtMs / 1000).toFixed(1)} s, Retry-After ${loop.retryAfter} s`}), ` +
        `${loop.refused} refused in all`,
    );

    const rows: BenchRow[] = [
      atMost('campus: 429s among students behind one IP', refusedStudents, 0),
      atMost('campus: other failed student reads', failedStudents, 0),
      info('campus: student read p50', Number(p50?.toFixed(1)), 'ms'),
      info('campus: student read p95', Number(p95?.toFixed(1)), 'ms'),
      info('campus: student read p99', Number(p99?.toFixed(1)), 'ms'),
      info('campus: sign-ins from one IP', emails.length),
      // Refused within its budget: the first 429 comes after at most one window's budget (the window may end once mid-loop).
      atMost('campus: looping token answered before its first 429', loop.firstRefusalAtMs === null ? Number.MAX_SAFE_INTEGER : loop.okBeforeFirstRefusal, 2 * ACCOUNT_READS_PER_MINUTE),
    ];
    reportBenchRows(rows);
  } finally {
    await stack.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
