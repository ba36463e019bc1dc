// npm run bench:js-budget — what the front ends cost on the wire, measured in Chromium against the
// gateway serving the production builds in dist/ (precompressed, cache headers as deployed; see
// front-end-stack.ts):
//   - landing (/) JavaScript transferred, target <= 200 KiB;
//   - dashboard with each tab, every tab of the vertical manifest: the landing's scripts plus what a
//     signed-in visit to /dashboard?tab=<KEY> then adds (the shell's dashboard page and the tab's remote),
//     target <= 300 KiB each;
//   - copies of React, react-dom, Redux Toolkit, react-router and styled-components among every script
//     those visits ran (shell and remotes together), target 1 each (Module Federation singletons);
//   - cache policy: content-hashed scripts immutable, the others revalidated (no-cache), target 0 wrong;
//   - LCP of the landing on localhost, target <= 1.0 s (median of three cold loads: one load on a shared,
//     busy machine swings by several hundred ms); `npm run bench:mobile` measures it on a phone profile;
//   - a repeat visit (the dashboard with Home again) transfers no unchanged script: hashed chunks come from
//     the cache, entry files revalidate with 304 (count of script bytes re-sent, target 0).
// `--list` prints every script of the landing and of each tab. Builds the shell and the remotes through Nx
// when dist/ lacks them (rebuild after changing them). No services needed: the gateway runs alone.
import type { Browser } from '@playwright/test';
import { atMost, reportBenchRows, type BenchRow } from './bench-rows';
import { launchBenchChromium } from './chromium';
import {
  answerCurrentUser,
  dashboardTabs,
  ensureFrontEndBuilds,
  frontEndProjects,
  KIB,
  largestContentfulPaint,
  median,
  recordScripts,
  settle,
  signInBenchStudent,
  startFrontEndGateway,
  sumBytes,
  type BenchTab,
  type ScriptTransfer,
} from './front-end-stack';

const LANDING_BUDGET_KIB = 200;
const TAB_BUDGET_KIB = 300;
const LCP_LOADS = 3;

/** A library Module Federation must load once per page, and a text only its own code holds (minified builds). */
const SINGLETONS = [
  { name: 'React', signature: '.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=' },
  { name: 'react-dom', signature: '.hydrateRoot=function' },
  { name: 'Redux Toolkit', signature: 'Minified Redux Toolkit error' },
  { name: 'react-router', signature: 'You cannot render a <Router> inside another <Router>' },
  { name: 'styled-components', signature: 'data-styled-version' },
] as const;

/** A content-hashed file name (webpack's [contenthash]), which may be cached for good. */
const HASHED = /[.-][0-9a-f]{8,}\.js$/;

/** The landing's LCP in a fresh browser context (empty cache). */
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

interface TabVisit {
  tab: BenchTab;
  landing: ScriptTransfer[];
  added: ScriptTransfer[];
  repeat?: ScriptTransfer[];
}

/**
 * A student's first visit with one tab, in a fresh browser (empty cache): the landing, then signed in
 * /dashboard?tab=<KEY> (GET /users/me answered with a complete, verified student: no identity service runs
 * here). With `repeat`, the same browser then opens that dashboard again (a new navigation, not a reload).
 */
async function visitTab(browser: Browser, url: string, tab: BenchTab, repeat: boolean): Promise<TabVisit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = await recordScripts(page);
    await answerCurrentUser(scripts.session);
    await page.goto(`${url}/`);
    await settle(page);
    const landing = scripts.take();
    await signInBenchStudent(page);
    await page.goto(`${url}/dashboard?tab=${tab.key}`);
    await settle(page);
    const added = scripts.take();
    if (tab.exposedChunk && !added.some((t) => new URL(t.url).pathname.startsWith(tab.exposedChunk ?? ''))) {
      throw new Error(`the dashboard did not load the ${tab.label} tab (${tab.exposedChunk}): nothing to measure`);
    }
    if (!repeat) return { tab, landing, added };
    await page.goto('about:blank');
    await page.goto(`${url}/dashboard?tab=${tab.key}`);
    await settle(page);
    return { tab, landing, added, repeat: scripts.take() };
  } finally {
    await context.close();
  }
}

/** How many of the scripts that ran hold each singleton library (fetched again from the gateway, uncompressed). */
async function countCopies(urls: string[]): Promise<Map<string, string[]>> {
  const copies = new Map<string, string[]>(SINGLETONS.map((library) => [library.name, []]));
  for (const url of urls) {
    const body = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
    for (const library of SINGLETONS) if (body.includes(library.signature)) copies.get(library.name)?.push(new URL(url).pathname);
  }
  return copies;
}

/** Scripts whose cache policy is wrong: hashed but not immutable, or unhashed but cached without revalidation. */
function wrongCachePolicies(transfers: ScriptTransfer[]): ScriptTransfer[] {
  return transfers.filter((t) =>
    HASHED.test(new URL(t.url).pathname) ? !/immutable/.test(t.cacheControl) : !/no-cache|no-store|max-age=0\b/.test(t.cacheControl),
  );
}

function listScripts(label: string, transfers: ScriptTransfer[]): void {
  console.log(label);
  for (const t of [...transfers].sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${(t.bytes / KIB).toFixed(1).padStart(6)} KiB  ${new URL(t.url).pathname}`);
}

async function main(): Promise<void> {
  const tabs = dashboardTabs();
  ensureFrontEndBuilds(frontEndProjects());
  const gateway = await startFrontEndGateway();
  const browser = await launchBenchChromium();
  try {
    console.log(`gateway on ${gateway.url}; the landing, then the dashboard with each of ${tabs.length} tabs…`);
    const lcps: number[] = [];
    for (let load = 0; load < LCP_LOADS; load += 1) lcps.push(await coldLandingLcp(browser, gateway.url));
    const lcp = median(lcps);

    const visits: TabVisit[] = [];
    for (const tab of tabs) visits.push(await visitTab(browser, gateway.url, tab, tab.key === 'HOME'));
    const landing = visits[0]?.landing ?? [];
    const landingKiB = sumBytes(landing) / KIB;
    const encodings = landing.reduce<Record<string, number>>((count, t) => ({ ...count, [t.encoding]: (count[t.encoding] ?? 0) + 1 }), {});
    console.log(
      `landing: ${landing.length} scripts, ${landingKiB.toFixed(1)} KiB on the wire (target <= ${LANDING_BUDGET_KIB}); LCP ${lcp.toFixed(0)} ms (median of ${lcps.map((value) => value.toFixed(0)).join(', ')}); encodings ${JSON.stringify(encodings)}`,
    );
    const rows: BenchRow[] = [atMost('landing JS on the wire', Number(landingKiB.toFixed(1)), LANDING_BUDGET_KIB, 'KiB')];
    for (const visit of visits) {
      const totalKiB = (sumBytes(visit.landing) + sumBytes(visit.added)) / KIB;
      console.log(`dashboard with ${visit.tab.label} (${visit.tab.key}): +${visit.added.length} scripts, ${totalKiB.toFixed(1)} KiB on the wire in total`);
      rows.push(atMost(`dashboard + ${visit.tab.label} JS on the wire`, Number(totalKiB.toFixed(1)), TAB_BUDGET_KIB, 'KiB'));
    }
    if (process.argv.includes('--list')) {
      listScripts('landing scripts:', landing);
      for (const visit of visits) listScripts(`scripts the dashboard with ${visit.tab.label} adds:`, visit.added);
    }

    const everyTransfer = visits.flatMap((visit) => [...visit.landing, ...visit.added]);
    const copies = await countCopies([...new Set(everyTransfer.map((t) => t.url))]);
    for (const [library, files] of copies) {
      console.log(`${library}: ${files.length} cop${files.length === 1 ? 'y' : 'ies'} among the scripts the landing and every tab ran${files.length ? ` (${files.join(', ')})` : ''}`);
      rows.push(atMost(`copies of ${library} (shell + remotes)`, files.length === 0 ? Number.NaN : files.length, 1));
    }

    const unique = [...new Map(everyTransfer.map((t) => [t.url, t])).values()];
    const hashed = unique.filter((t) => HASHED.test(new URL(t.url).pathname));
    const wrong = wrongCachePolicies(unique);
    console.log(
      `cache policy: ${hashed.length} of ${unique.length} scripts content-hashed (immutable), ${unique.length - hashed.length} entry files revalidated (no-cache + ETag); wrong: ${wrong.length ? wrong.map((t) => `${new URL(t.url).pathname} (${t.cacheControl || 'none'})`).join(', ') : 'none'}`,
    );
    rows.push(atMost('scripts with a wrong cache policy', wrong.length, 0));

    // Unchanged scripts either come from the cache or revalidate with a body-less 304 (CDP reports a
    // revalidated response with the cached status, 200, so a 304 shows as a transfer of headers only).
    const home = visits.find((visit) => visit.repeat);
    const repeat = home?.repeat ?? [];
    const firstBytes = new Map([...(home?.landing ?? []), ...(home?.added ?? [])].map((t) => [t.url, t.bytes]));
    const revalidated = repeat.filter((t) => !t.fromCache && t.bytes < (firstBytes.get(t.url) ?? 0) / 2);
    const resent = repeat.filter((t) => !t.fromCache && !revalidated.includes(t));
    console.log(
      `repeat visit (dashboard with Home): ${repeat.length} scripts, ${repeat.filter((t) => t.fromCache).length} from cache, ${revalidated.length} revalidated (304), ${resent.length} re-sent${resent.length ? `: ${resent.map((t) => `${t.url} (${t.status}, ${t.bytes} B)`).join(', ')}` : ''}`,
    );
    rows.push(
      atMost('landing LCP (localhost)', Number.isFinite(lcp) ? Math.round(lcp) : Number.NaN, 1000, 'ms'),
      atMost('repeat visit: unchanged scripts re-sent', home ? resent.length : Number.NaN, 0),
    );
    for (const row of rows) if (Number.isNaN(row.value)) row.met = false;
    reportBenchRows(rows);
  } finally {
    await browser.close();
    gateway.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
