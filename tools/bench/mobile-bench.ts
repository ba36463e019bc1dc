// npm run bench:mobile — LCP on a phone (issue 30): Chromium with a mid-range phone's profile (412 px wide
// viewport, 4x CPU slowdown via CDP Emulation.setCPUThrottlingRate, 150 ms RTT and 1.6 Mbps down / 750 kbps
// up via Network.emulateNetworkConditions), against the gateway serving the production builds in dist/
// (front-end-stack.ts: loopback only, no services; it stops with the bench).
//   - landing (/): a visitor's first visit (empty cache), target <= 1.2 s;
//   - dashboard with Home: a signed-in student's first visit to /dashboard?tab=HOME (empty cache, session
//     stored), GET /users/me and the public feed's first page answered in the browser, target <= 2.5 s.
// Each is the median of 3 cold loads, printed beside the same page unthrottled (median of 3). A benchmark,
// not a test: one machine, one run; rows go to `npm run bench`.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { FEED_PATHS, pagedPostsSchema, type Post } from '@campusloop/contracts';
import { aPage, anId } from '@campusloop/contracts/testing';
import { atMost, info, reportBenchRows, type BenchRow } from './bench-rows';
import { launchBenchChromium } from './chromium';
import {
  answerInBrowser,
  ensureFrontEndBuilds,
  largestContentfulPaint,
  median,
  settle,
  startFrontEndGateway,
  type BrowserAnswer,
} from './front-end-stack';

const LOADS = 3;
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
} as const;
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const TARGETS_MS = { landing: 1200, dashboard: 2500 };

/** The Home tab's first page: ten public posts, as the feed service would answer them (checked against the contract). */
function homeFeedPage() {
  const created = new Date(Date.now() - 3_600_000).toISOString();
  const posts: Post[] = Array.from({ length: 10 }, (_, index) => ({
    id: anId('post'),
    scope: 'PUBLIC',
    universityId: null,
    communityId: null,
    communityName: null,
    title: `Which hostel has the quietest study rooms? (${index + 1})`,
    body: 'Moving in next month and I study late. Is the library open all night, or are the hostel study rooms better? Any tips welcome.',
    media: [],
    isAnonymous: false,
    author: { name: 'Ravi Kumar', avatarUrl: null, isVerified: true, universityName: 'IIT Bombay' },
    authorId: 'Auth0r_0001',
    createdAt: created,
    updatedAt: created,
    liked: false,
    likeCount: 3,
    commentCount: 2,
    isOwner: false,
  }));
  return pagedPostsSchema.parse(aPage(posts, { size: 10, totalElements: 40, last: false }));
}

const DASHBOARD_ANSWERS: BrowserAnswer[] = [{ urlPattern: `*/api/v1${FEED_PATHS.publicPosts}*`, body: homeFeedPage() }];

type Profile = 'phone' | 'unthrottled';

async function emulatePhone(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** One cold load of `path` (a fresh browser context: empty cache), its LCP in ms. */
async function coldLcp(browser: Browser, url: string, path: string, profile: Profile, signedIn: boolean): Promise<number> {
  const context = await browser.newContext({
    ...(profile === 'phone' ? PHONE : {}),
    ...(signedIn
      ? { storageState: { cookies: [], origins: [{ origin: url, localStorage: [{ name: 'accessToken', value: 'mobile-bench' }] }] } }
      : {}),
  });
  try {
    const page: Page = await context.newPage();
    const session = await context.newCDPSession(page);
    if (signedIn) await answerInBrowser(session, undefined, DASHBOARD_ANSWERS);
    if (profile === 'phone') await emulatePhone(session);
    await page.goto(`${url}${path}`, { timeout: 60_000 });
    await settle(page, 1000);
    return await largestContentfulPaint(page);
  } finally {
    await context.close();
  }
}

async function medianLcp(browser: Browser, url: string, path: string, profile: Profile, signedIn: boolean) {
  const loads: number[] = [];
  for (let load = 0; load < LOADS; load += 1) loads.push(await coldLcp(browser, url, path, profile, signedIn));
  return { median: median(loads), loads };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');

async function main(): Promise<void> {
  ensureFrontEndBuilds(['shell', 'mfe-feed', 'mfe-notifications']);
  const gateway = await startFrontEndGateway();
  const browser = await launchBenchChromium();
  // Bounded: a run that hangs (a page that never settles) ends the bench instead of waiting forever.
  const watchdog = setTimeout(() => {
    console.error('bench:mobile: still running after 10 minutes; stopping');
    gateway.stop();
    process.exit(1);
  }, 600_000);
  try {
    console.log(
      `gateway on ${gateway.url}; phone profile: ${PHONE.viewport.width} px, ${CPU_SLOWDOWN}x CPU slowdown, ${NETWORK.latency} ms RTT, 1.6 Mbps down; median of ${LOADS} cold loads`,
    );
    const rows: BenchRow[] = [];
    const pages = [
      { name: 'landing', label: 'landing (/)', path: '/', signedIn: false, target: TARGETS_MS.landing },
      { name: 'dashboard with Home', label: 'dashboard with Home (/dashboard?tab=HOME, signed in)', path: '/dashboard?tab=HOME', signedIn: true, target: TARGETS_MS.dashboard },
    ];
    for (const page of pages) {
      const phone = await medianLcp(browser, gateway.url, page.path, 'phone', page.signedIn);
      const fast = await medianLcp(browser, gateway.url, page.path, 'unthrottled', page.signedIn);
      console.log(
        `${page.label}: LCP on the phone ${ms(phone.median)} (${phone.loads.map(ms).join(', ')}), unthrottled ${ms(fast.median)} (${fast.loads.map(ms).join(', ')}); target <= ${page.target} ms on the phone`,
      );
      const phoneRow = atMost(`${page.name} LCP, phone`, Number.isFinite(phone.median) ? Math.round(phone.median) : Number.NaN, page.target, 'ms');
      if (Number.isNaN(phoneRow.value)) phoneRow.met = false;
      rows.push(phoneRow, info(`${page.name} LCP, unthrottled`, Number.isFinite(fast.median) ? Math.round(fast.median) : Number.NaN, 'ms'));
    }
    reportBenchRows(rows);
  } finally {
    clearTimeout(watchdog);
    await browser.close();
    gateway.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
