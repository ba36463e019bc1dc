// npm run bench:live — comment → toast on screen. Starts the composed stack exactly as `npm start` does
// (ports shifted by LIVE_BENCH_OFFSET, default 30000; a throw-away data dir; needs the built front ends
// in dist/), signs two students up, opens A's dashboard in Chromium (Debian's /usr/bin/chromium), then
// commenters take turns commenting on A's post LIVE_BENCH_COMMENTS times (default 50), one after another. Each sample is the
// time from B's POST leaving to A's toast showing that comment's text: feed → outbox → notifications →
// WebSocket through the gateway → React → the DOM. Target: p95 ≤ 1 s. Loopback only; bounded (10 min).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { seedSession, signUpStudents } from '../reliability/students';
import { atMost, info, reportBenchRows } from './bench-rows';
import { percentile } from './bench-stack';
import { launchBenchChromium } from './chromium';
import { runWithStack, type RunningStack } from './with-stack';

const OFFSET = Number(process.env['LIVE_BENCH_OFFSET'] ?? 30_000);
const COMMENTS = Number(process.env['LIVE_BENCH_COMMENTS'] ?? 50);
const HARD_LIMIT_MS = 10 * 60_000;
const TOAST_TIMEOUT_MS = 15_000;

async function main(stack: RunningStack): Promise<void> {
  const { call } = await seedSession();
  const baseUrl = stack.urls.gateways[0] as string;
  const apiUrl = stack.urls.api;
  const inboxUrl = stack.urls.inbox.replace(/\/$/, '');
  const browser = await launchBenchChromium();
  try {
    const stamp = Date.now().toString(36);
    const tag = `live.${stamp}`;
    // Writes are limited per account (30 a minute): the comments come from a few commenters in turn.
    const commenterNames = Array.from({ length: Math.ceil((COMMENTS + 1) / 20) }, (_, index) => `commenter${index}`);
    const [aToken = '', ...commenters] = (
      await signUpStudents(apiUrl, inboxUrl, ['author', ...commenterNames], tag, { label: 'Live', bio: 'bench:live' })
    ).tokens;
    // Issue 29: measured with A's e-mail delivery on, so every comment is also a mail through the outbox and SMTP
    // (LIVE_BENCH_EMAIL=0 measures without).
    const withEmail = process.env['LIVE_BENCH_EMAIL'] !== '0';
    if (withEmail) {
      const preferences = (await call(apiUrl, 'GET', '/notifications/preferences', { token: aToken })) as unknown as Array<{
        preferenceType: string;
        enabled: boolean;
      }>;
      await call(apiUrl, 'PUT', '/notifications/preferences', {
        token: aToken,
        body: preferences.map((item) => (item.preferenceType === 'EMAIL_DELIVERY' ? { ...item, enabled: true } : item)),
      });
    }
    const post = await call(apiUrl, 'POST', '/feed/public/posts', {
      token: aToken,
      // A short title and short comments: a toast shows the first 80 characters of its (grouped) text, and
      // 'commenter2 and 2 others commented on "<title>": <comment>' must still show the comment.
      body: { title: 'bench:live', body: 'Comments here measure comment → toast.', isAnonymous: false },
    });

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('button', { name: 'Sign Up / Sign In' }).waitFor();
    await page.evaluate((token) => window.localStorage.setItem('accessToken', token), aToken);
    await page.goto(`${baseUrl}/dashboard?tab=HOME`);
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    // The live socket is up once its `ready` arrived: wait for a first toast before timing.
    const samples: number[] = [];
    for (let index = -1; index < COMMENTS; index += 1) {
      const text = `${stamp}-${index}`;
      const seen = page
        .getByTestId('notification-toast')
        .filter({ hasText: text })
        .waitFor({ timeout: TOAST_TIMEOUT_MS });
      seen.catch(() => undefined); // awaited below; a failed comment must not leave it unhandled
      const started = performance.now();
      await call(apiUrl, 'POST', `/feed/posts/${String(post['id'])}/comments`, {
        token: commenters[(index + 1) % commenters.length] as string,
        body: { body: text, parentId: null, isAnonymous: false },
      });
      await seen;
      if (index >= 0) samples.push(performance.now() - started);
      // Toasts close by themselves; keep the screen from filling up.
      await page.evaluate(() =>
        document
          .querySelectorAll<HTMLButtonElement>('[aria-label="Close notification"]')
          .forEach((button) => button.click()),
      );
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const [p50, p95, max] = [percentile(sorted, 0.5), percentile(sorted, 0.95), sorted.at(-1) ?? 0];
    console.log(
      `${samples.length} comments: comment → toast p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms (load ${os.loadavg()[0]?.toFixed(1)})`,
    );
    reportBenchRows([
      info('live: comment → toast p50', Math.round(p50), 'ms'),
      atMost('live: comment → toast p95', Math.round(p95), 1000, 'ms'),
      info('live: comments timed', samples.length),
      info('live: e-mail delivery on (1 = yes)', withEmail ? 1 : 0),
    ]);
  } finally {
    await browser.close();
  }
}

runWithStack({ name: 'bench:live', offset: OFFSET, hardLimitMs: HARD_LIMIT_MS }, main);
