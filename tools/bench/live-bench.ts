// npm run bench:live — comment → toast on screen. Starts the composed stack exactly as
// `npm start -- --instances 2` does (LIVE_BENCH_INSTANCES, default 2: two of every service and two
// gateways; ports shifted by LIVE_BENCH_OFFSET, default 30000; a throw-away data dir; needs the built
// front ends in dist/), signs two students up, opens A's dashboard in Chromium (Debian's
// /usr/bin/chromium) on the FIRST gateway and B's page on the SECOND, then commenters take turns
// commenting on A's post from B's page LIVE_BENCH_COMMENTS times (default 50), one after another. Each
// sample is the time from B's POST leaving to A's toast showing that comment's text: gateway 2 → feed →
// outbox → a notifications instance (balanced, so about half the pushes are made on the instance A's
// socket is not on and cross the live relay) → WebSocket through gateway 1 → React → the DOM.
// LIVE_BENCH_REDIS=1 starts a redis-server and runs the relay over Redis pub/sub (LIVE_PUBSUB_URL);
// default the database relay. Target: p95 ≤ 1 s. Loopback only; bounded (10 min).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
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
const INSTANCES = Number(process.env['LIVE_BENCH_INSTANCES'] ?? 2);
const WITH_REDIS = process.env['LIVE_BENCH_REDIS'] === '1';

/** A throw-away redis-server (nothing saved) on OFFSET + 6379; answers its URL once it takes connections. */
async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = OFFSET + 6379;
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true)).once('error', () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 200);
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error('redis-server did not start (apt-get install redis-server)');
}

async function main(stack: RunningStack): Promise<void> {
  const { call } = await seedSession();
  // A's browser on the first gateway, B's on the last (the second with two).
  const baseUrl = stack.urls.gateways[0] as string;
  const otherUrl = stack.urls.gateways.at(-1) as string;
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

    // B's page on the other gateway: the comments are posted from it (the browser's own fetch, B's tokens).
    const pageB = await (await browser.newContext()).newPage();
    await pageB.goto(`${otherUrl}/about`);
    const postComment = (token: string, text: string) =>
      pageB.evaluate(
        async ({ url, token, body }) => {
          const answer = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(body),
          });
          return answer.status;
        },
        { url: `${otherUrl}/api/v1/feed/posts/${String(post['id'])}/comments`, token, body: { body: text, parentId: null, isAnonymous: false } },
      );

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
      const status = await postComment(commenters[(index + 1) % commenters.length] as string, text);
      if (status !== 201) throw new Error(`commenting answered ${status}`);
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
      `${samples.length} comments (${stack.instances} instance(s) of every service, browsers on ${baseUrl} and ${otherUrl}, live relay: ${WITH_REDIS ? 'Redis' : 'database'}): comment → toast p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms (load ${os.loadavg()[0]?.toFixed(1)})`,
    );
    reportBenchRows([
      info('live: comment → toast p50', Math.round(p50), 'ms'),
      atMost('live: comment → toast p95', Math.round(p95), 1000, 'ms'),
      info('live: comments timed', samples.length),
      info('live: e-mail delivery on (1 = yes)', withEmail ? 1 : 0),
      info('live: instances of every service and gateways', stack.instances),
      info('live: relay over Redis pub/sub (1 = yes)', WITH_REDIS ? 1 : 0),
    ]);
  } finally {
    await browser.close();
  }
}

async function run(): Promise<void> {
  // Children inherit the environment: every notifications instance gets LIVE_PUBSUB_URL.
  const redis = WITH_REDIS ? await startRedis() : undefined;
  if (redis) {
    process.env['LIVE_PUBSUB_URL'] = redis.url;
    process.once('exit', () => redis.child.kill());
  }
  runWithStack({ name: 'bench:live', offset: OFFSET, instances: INSTANCES, hardLimitMs: HARD_LIMIT_MS }, main);
}

void run();
