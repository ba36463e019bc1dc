// npm run bench:js-budget — what the front ends cost on the wire, measured in Chromium against the
// gateway serving the production builds in dist/ (precompressed, cache headers as deployed):
//   - landing (/) JavaScript transferred, target <= 250 KiB;
//   - dashboard with its first tab (Home): the landing's scripts plus what a signed-in visit to /dashboard
//     then adds (the shell's lazy dashboard page and the feed remote's tab), target <= 300 KiB;
//   - LCP of the landing on localhost, target <= 1.0 s (median of three cold loads: one load on a shared,
//     busy machine swings by several hundred ms);
//   - a repeat visit (the dashboard again) transfers no unchanged script: hashed chunks come from the cache,
//     entry files revalidate with 304 (count of script bytes re-sent, target 0).
// Builds shell and mfe-feed through Nx when dist/ lacks them (rebuild after changing them). No services needed:
// the gateway runs alone, its API upstreams are simply absent.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import type { User } from '@campusloop/contracts';
import { aUser } from '@campusloop/contracts/testing';
import { waitForHttp } from '../dev-stack/processes.mjs';
import { atMost, reportBenchRows, type BenchRow } from './bench-rows';
import { launchBenchChromium } from './chromium';

const ROOT = path.resolve(__dirname, '../..');
const KIB = 1024;

interface ScriptTransfer {
  url: string;
  bytes: number;
  status: number;
  fromCache: boolean;
  encoding: string;
}

/** Records every script response of the page with the bytes that crossed the network (headers included). */
async function recordScripts(page: Page): Promise<{ take(): ScriptTransfer[]; session: CDPSession }> {
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
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([key, value]) => [key.toLowerCase(), value]),
    );
    pending.set(event.requestId, {
      url: response.url,
      bytes: 0,
      status: response.status,
      fromCache: Boolean(
        servedFromCache.has(event.requestId) || response.fromDiskCache || response.fromPrefetchCache,
      ),
      encoding: String(headers['content-encoding'] ?? 'identity'),
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

/** Load fired and no request started or finished for 500 ms (the signed-out shell retries its API calls, so no 'networkidle'). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  try {
    const deadline = Date.now() + 15_000;
    while (Date.now() - last < 500 && Date.now() < deadline) await page.waitForTimeout(100);
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
  }
}

async function largestContentfulPaint(page: Page): Promise<number> {
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

const LCP_LOADS = 3;

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The landing's LCP in a fresh browser context (empty cache), like the first visit measured above. */
async function coldLandingLcp(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.waitForLoadState('load');
    return await largestContentfulPaint(page);
  } finally {
    await context.close();
  }
}

async function startGateway(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const { findFreePort } = (await import('../ferretdb/start-ferretdb.mjs')) as {
    findFreePort(): Promise<number>;
  };
  const port = await findFreePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'services/gateway/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: path.join(ROOT, 'dist'),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Production mode wants the installation's service token secret: a throw-away one per run.
        SERVICE_TOKEN_SECRET: randomBytes(32).toString('base64url'),
        // ... and its public origin (CORS allows credentials only to it).
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/readyz`, { timeoutMs: 30_000, name: 'gateway' });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, child };
}

/** GET /users/me for the dashboard visit: a complete, verified university student (the tests' fixture). */
const BENCH_STUDENT: User = aUser();

/**
 * Answers GET /api/v1/users/me in the browser (CDP Fetch, for that URL only: Playwright's page.route would
 * turn the HTTP cache off, and the cache is what the dashboard and repeat-visit figures depend on).
 */
async function answerCurrentUser(session: CDPSession, user: User): Promise<void> {
  session.on('Fetch.requestPaused', (event) => {
    void session.send('Fetch.fulfillRequest', {
      requestId: event.requestId,
      responseCode: 200,
      responseHeaders: [
        { name: 'content-type', value: 'application/json' },
        { name: 'cache-control', value: 'no-store' },
      ],
      body: Buffer.from(JSON.stringify(user)).toString('base64'),
    });
  });
  await session.send('Fetch.enable', {
    patterns: [{ urlPattern: '*/api/v1/users/me', requestStage: 'Request' }],
  });
}

const sum = (transfers: ScriptTransfer[]) => transfers.reduce((total, transfer) => total + transfer.bytes, 0);

async function main(): Promise<void> {
  if (
    !existsSync(path.join(ROOT, 'dist/shell/index.html')) ||
    !existsSync(path.join(ROOT, 'dist/mfe-feed/mf-manifest.json'))
  ) {
    console.log('building shell and mfe-feed (production)…');
    const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=shell,mfe-feed'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    });
    if (build.status !== 0) throw new Error('building shell and mfe-feed failed');
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'js-budget-'));
  const gateway = await startGateway(dataDir);
  const browser = await launchBenchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts = await recordScripts(page);

    console.log(`gateway on ${gateway.url}; opening the landing page…`);
    await page.goto(`${gateway.url}/`);
    await settle(page);
    const lcps = [await largestContentfulPaint(page)];
    for (let load = 1; load < LCP_LOADS; load += 1) lcps.push(await coldLandingLcp(browser, gateway.url));
    const lcp = median(lcps);
    const landing = scripts.take();

    // The dashboard with Home, as a signed-in student opens it after the landing: the same browser (the
    // landing's scripts are cached), a session token and GET /users/me answered with a complete, verified
    // student (no identity service runs here); /dashboard loads its page chunks, the navbar's remote bell
    // and the feed remote's tab.
    await answerCurrentUser(scripts.session, BENCH_STUDENT);
    await page.evaluate(() => localStorage.setItem('accessToken', 'js-budget'));
    await page.goto(`${gateway.url}/dashboard`);
    await settle(page);
    const homeTab = scripts.take();
    if (!homeTab.some((t) => t.url.includes('/remotes/mfe-feed/__federation_expose_Feed'))) {
      throw new Error('the dashboard did not load the Home tab (mfe_feed/Feed): nothing to measure');
    }

    // A repeat visit: the same browser opens the dashboard again (a new navigation, not a forced reload).
    await page.goto('about:blank');
    await page.goto(`${gateway.url}/dashboard`);
    await settle(page);
    const repeat = scripts.take();
    // Unchanged scripts either come from the cache or revalidate with a body-less 304 (CDP reports a
    // revalidated response with the cached status, 200, so a 304 shows as a transfer of headers only).
    const firstBytes = new Map([...landing, ...homeTab].map((t) => [t.url, t.bytes]));
    const revalidated = repeat.filter((t) => !t.fromCache && t.bytes < (firstBytes.get(t.url) ?? 0) / 2);
    const resent = repeat.filter((t) => !t.fromCache && !revalidated.includes(t));

    const landingKiB = sum(landing) / KIB;
    const dashboardKiB = (sum(landing) + sum(homeTab)) / KIB;
    const encodings = [...landing, ...homeTab].reduce<Record<string, number>>(
      (count, t) => ({ ...count, [t.encoding]: (count[t.encoding] ?? 0) + 1 }),
      {},
    );
    console.log(
      `landing: ${landing.length} scripts, ${landingKiB.toFixed(1)} KiB on the wire; LCP ${lcp.toFixed(0)} ms (median of ${lcps.map((value) => value.toFixed(0)).join(', ')}); encodings ${JSON.stringify(encodings)}`,
    );
    console.log(
      `dashboard with Home: +${homeTab.length} scripts, ${dashboardKiB.toFixed(1)} KiB on the wire in total`,
    );
    if (process.argv.includes('--list')) {
      const list = (label: string, transfers: ScriptTransfer[]) => {
        console.log(label);
        for (const t of [...transfers].sort((a, b) => b.bytes - a.bytes))
          console.log(`  ${(t.bytes / KIB).toFixed(1).padStart(6)} KiB  ${new URL(t.url).pathname}`);
      };
      list('landing scripts:', landing);
      list('scripts the dashboard with Home adds:', homeTab);
    }
    console.log(
      `repeat visit: ${repeat.length} scripts, ${repeat.filter((t) => t.fromCache).length} from cache, ${revalidated.length} revalidated (304), ${resent.length} re-sent${resent.length ? `: ${resent.map((t) => `${t.url} (${t.status}, ${t.bytes} B)`).join(', ')}` : ''}`,
    );
    const rows: BenchRow[] = [
      atMost('landing JS on the wire', Number(landingKiB.toFixed(1)), 250, 'KiB'),
      atMost('dashboard with Home JS on the wire', Number(dashboardKiB.toFixed(1)), 300, 'KiB'),
      atMost('landing LCP (localhost)', Number.isFinite(lcp) ? Math.round(lcp) : Number.NaN, 1000, 'ms'),
      atMost('repeat visit: unchanged scripts re-sent', resent.length, 0),
    ];
    for (const row of rows) if (Number.isNaN(row.value)) row.met = false;
    reportBenchRows(rows);
  } finally {
    await browser.close();
    gateway.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
