// The front ends as the benches measure them (js-budget.ts, mobile-bench.ts): the production builds in
// dist/ served by the gateway alone (precompressed, cache headers as deployed; no services, its API
// upstreams are simply absent), a signed-in student answered in the browser, and the probes of a page
// (scripts on the wire, LCP, settling). Nothing here runs on import.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import type { User } from '@campusloop/contracts';
import { aUser } from '@campusloop/contracts/testing';
import { waitForHttp } from '../dev-stack/processes.mjs';

export const ROOT = path.resolve(__dirname, '../..');
export const KIB = 1024;
/** The production builds the benches serve: dist/, or CAMPUSLOOP_DIST_DIR (as the webpack builds honour it). */
export const DIST_DIR = process.env['CAMPUSLOOP_DIST_DIR'] ? path.resolve(process.env['CAMPUSLOOP_DIST_DIR']) : path.join(ROOT, 'dist');

/** One script response of a page: the bytes that crossed the network (headers included; 0 from the cache). */
export interface ScriptTransfer {
  url: string;
  bytes: number;
  status: number;
  fromCache: boolean;
  encoding: string;
  cacheControl: string;
}

/** Records every script response of the page; `take()` answers those finished since the last take. */
export async function recordScripts(page: Page): Promise<{ take(): ScriptTransfer[]; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const pending = new Map<string, ScriptTransfer>();
  let done: ScriptTransfer[] = [];
  const servedFromCache = new Set<string>();
  // Chromium announces a cache hit before the response event.
  session.on('Network.requestServedFromCache', (event) => servedFromCache.add(event.requestId));
  session.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const response = event.response;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([key, value]) => [key.toLowerCase(), value]));
    pending.set(event.requestId, {
      url: response.url,
      bytes: 0,
      status: response.status,
      fromCache: Boolean(servedFromCache.has(event.requestId) || response.fromDiskCache || response.fromPrefetchCache),
      encoding: String(headers['content-encoding'] ?? 'identity'),
      cacheControl: String(headers['cache-control'] ?? ''),
    });
  });
  session.on('Network.loadingFinished', (event) => {
    const transfer = pending.get(event.requestId);
    if (!transfer) return;
    pending.delete(event.requestId);
    transfer.bytes = transfer.fromCache ? 0 : event.encodedDataLength;
    done.push(transfer);
  });
  return {
    session,
    take() {
      const taken = done;
      done = [];
      return taken;
    },
  };
}

export const sumBytes = (transfers: ScriptTransfer[]) => transfers.reduce((total, transfer) => total + transfer.bytes, 0);

/** Load fired and no request started or finished for `quietMs` (the signed-out shell retries its API calls, so no 'networkidle'). */
export async function settle(page: Page, quietMs = 500): Promise<void> {
  await page.waitForLoadState('load');
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  try {
    const deadline = Date.now() + 20_000;
    while (Date.now() - last < quietMs && Date.now() < deadline) await page.waitForTimeout(100);
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
  }
}

/** The page's last largest-contentful-paint entry (ms since navigation start), NaN when none came. */
export async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 3000);
      }),
  );
}

export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Builds the given front-end projects through Nx when dist/ lacks them (rebuild after changing them). */
export function ensureFrontEndBuilds(projects: string[]): void {
  const missing = projects.filter(
    (project) => !existsSync(path.join(DIST_DIR, project, project === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
  if (missing.length === 0) return;
  console.log(`building ${missing.join(', ')} (production)…`);
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${missing.join(',')}`], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (build.status !== 0) throw new Error(`building ${missing.join(', ')} failed`);
}

export interface FrontEndGateway {
  url: string;
  stop(): void;
}

/** The gateway alone on a free loopback port, serving dist/ in production mode; `stop()` ends it and its data. */
export async function startFrontEndGateway(): Promise<FrontEndGateway> {
  const { findFreePort } = (await import('../ferretdb/start-ferretdb.mjs')) as { findFreePort(): Promise<number> };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'front-end-bench-'));
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'services/gateway/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production mode wants the installation's service token secret: a throw-away one per run.
      SERVICE_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      // ... and its public origin (CORS allows credentials only to it).
      PUBLIC_BASE_URL: url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/readyz`, { timeoutMs: 30_000, name: 'gateway' });
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/** GET /users/me for the dashboard visits: a complete, verified university student (the tests' fixture). */
export const BENCH_STUDENT: User = aUser();

/** An API answer the browser gets without a service behind the gateway: every URL `urlPattern` (CDP's `*` wildcards) matches. */
export interface BrowserAnswer {
  urlPattern: string;
  body: unknown;
}

/**
 * Answers API requests in the browser (CDP Fetch, for those URLs only: Playwright's page.route would turn
 * the HTTP cache off, and the cache is what the dashboard and repeat-visit figures depend on). Answers
 * GET /api/v1/users/me with `user` and each of `more` with its body; every other request goes out.
 */
export async function answerInBrowser(session: CDPSession, user: User = BENCH_STUDENT, more: BrowserAnswer[] = []): Promise<void> {
  const answers: BrowserAnswer[] = [{ urlPattern: '*/api/v1/users/me', body: user }, ...more];
  const matchers = answers.map((answer) => ({
    test: new RegExp(`^${answer.urlPattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`),
    body: answer.body,
  }));
  session.on('Fetch.requestPaused', (event) => {
    const answer = matchers.find((matcher) => matcher.test.test(event.request.url));
    if (!answer) {
      void session.send('Fetch.continueRequest', { requestId: event.requestId });
      return;
    }
    void session.send('Fetch.fulfillRequest', {
      requestId: event.requestId,
      responseCode: 200,
      responseHeaders: [
        { name: 'content-type', value: 'application/json' },
        { name: 'cache-control', value: 'no-store' },
      ],
      body: Buffer.from(JSON.stringify(answer.body)).toString('base64'),
    });
  });
  await session.send('Fetch.enable', {
    patterns: answers.map((answer) => ({ urlPattern: answer.urlPattern, requestStage: 'Request' as const })),
  });
}

/** answerInBrowser for GET /users/me alone. */
export function answerCurrentUser(session: CDPSession, user: User = BENCH_STUDENT): Promise<void> {
  return answerInBrowser(session, user);
}

/** Stores a session token, so the next navigation opens the app signed in (with answerCurrentUser). */
export async function signInBenchStudent(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('accessToken', 'front-end-bench'));
}

/** A dashboard tab and the script that shows its remote module has loaded (null: the shell's own tab). */
export interface BenchTab {
  key: string;
  label: string;
  /** e.g. `/remotes/mfe-feed/__federation_expose_Feed`. */
  exposedChunk: string | null;
}

type ManifestTab = { key: string; label: string; module?: string };
type VerticalsManifest = {
  shell: { tabs: ManifestTab[] };
  verticals: { remote: { project: string; tabs: ManifestTab[] } | null }[];
};

/** Every dashboard tab, from the vertical manifest (tools/verticals/verticals.json). */
export function dashboardTabs(): BenchTab[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'tools/verticals/verticals.json'), 'utf8')) as VerticalsManifest;
  const tabs: BenchTab[] = [];
  for (const vertical of manifest.verticals) {
    for (const tab of vertical.remote?.tabs ?? [])
      tabs.push({ key: tab.key, label: tab.label, exposedChunk: `/remotes/${vertical.remote?.project}/__federation_expose_${tab.module}` });
  }
  for (const tab of manifest.shell.tabs) tabs.push({ key: tab.key, label: tab.label, exposedChunk: null });
  return tabs;
}

/** The front-end projects a bench of every tab needs built. */
export function frontEndProjects(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'tools/verticals/verticals.json'), 'utf8')) as VerticalsManifest;
  return ['shell', ...manifest.verticals.flatMap((vertical) => (vertical.remote ? [vertical.remote.project] : []))];
}
