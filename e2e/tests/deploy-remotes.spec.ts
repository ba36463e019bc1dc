import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedStudent, openSignedIn, type Session } from '../support/accounts';
import { E2E_BASE_URL, E2E_PORT_OFFSET } from '../support/e2e-env';
import { IIT_BOMBAY } from './feed-helpers';

// Releases of the referrals tab built from a small fixture remote (e2e/fixtures/remote-release) with
// the real release tool, published to the running stack's release store, promoted and rolled back while
// the app stays open. Nothing is rebuilt or restarted in between.
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE_CONFIG = path.join(ROOT, 'e2e/fixtures/remote-release/mfe-referrals/webpack.config.cjs');
const FALLBACK = 'This section could not be loaded. Please try again.';

function releaseEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const dataDir = process.env['CAMPUSLOOP_E2E_DATA_DIR'];
  if (!dataDir) throw new Error('CAMPUSLOOP_E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return { ...process.env, DATA_DIR: dataDir, RELEASE_STORE: 'fs', ...extra };
}

/** `npm run release -- <args> --json`, returning its last JSON line. */
function releaseTool(
  args: string[],
  extraEnv: Record<string, string> = {},
): { version?: string; live: string | null } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'tools/release/release-remote.ts'), ...args, '--json'],
    {
      cwd: ROOT,
      env: releaseEnv(extraEnv),
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`release ${args.join(' ')} failed: ${result.stderr}`);
  const lines = result.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '{}') as { version?: string; live: string | null };
}

const publish = (label: string, extraEnv: Record<string, string> = {}) =>
  releaseTool(['publish', 'mfe-referrals', '--config', FIXTURE_CONFIG], {
    RELEASE_FIXTURE_LABEL: label,
    ...extraEnv,
  }).version as string;

async function runtimeManifest(page: Page, origin = E2E_BASE_URL): Promise<Record<string, string>> {
  return (await (await page.request.get(`${origin}/mf-manifest.json`)).json()) as Record<string, string>;
}

/** The shell's own files as the browser gets them: its index.html (which names its hashed scripts). */
async function shellIndex(page: Page): Promise<string> {
  return (await page.request.get(`${E2E_BASE_URL}/`, { headers: { accept: 'text/html' } })).text();
}

const releasePanel = (page: Page) => page.getByRole('region', { name: 'Referral release' });

test.describe.serial('each tab deploys on its own', () => {
  test.describe.configure({ timeout: 420_000 });
  let v1: string;
  let v2: string;
  let otherReact: string;
  let student: Session;

  test.beforeAll(async ({ request }) => {
    // Three builds of the fixture remote (~15-40 s each): v1, v2 with a visible change, and one built
    // against React 18 (its share-scope requirement says ^18, the page provides 19).
    v1 = publish('Release v1');
    v2 = publish('Release v2');
    otherReact = publish('Release built for React 18', { RELEASE_FIXTURE_REACT_RANGE: '^18.0.0' });
    student = await createVerifiedStudent(request, { name: 'Rhea Release', ...IIT_BOMBAY });
  });

  test.afterAll(() => {
    // Back to the built remote, so later specs see the stack as it started.
    for (let live = releaseTool(['list', 'mfe-referrals']).live; live !== null;)
      live = releaseTool(['rollback', 'mfe-referrals']).live;
  });

  test('when v2 is promoted, then after a reload the tab shows v2 while the shell and the other remotes keep their files; rollback brings v1 back', async ({
    page,
  }) => {
    releaseTool(['promote', 'mfe-referrals', v1]);
    await openSignedIn(page, student, '/referrals');
    await expect(releasePanel(page)).toContainText('Release v1');
    const manifestBefore = await runtimeManifest(page);
    const shellBefore = await shellIndex(page);
    expect(manifestBefore['mfe_referrals']).toBe(`/releases/mfe-referrals/${v1}/mf-manifest.json`);

    releaseTool(['promote', 'mfe-referrals', v2]);
    await page.reload();
    await expect(releasePanel(page)).toContainText('Release v2');
    const manifestAfter = await runtimeManifest(page);
    expect(manifestAfter['mfe_referrals']).toBe(`/releases/mfe-referrals/${v2}/mf-manifest.json`);
    const { mfe_referrals: _before, ...othersBefore } = manifestBefore;
    const { mfe_referrals: _after, ...othersAfter } = manifestAfter;
    expect(othersAfter).toEqual(othersBefore);
    expect(await shellIndex(page)).toBe(shellBefore);
    // The older release stays published (immutable): rolling back needs no rebuild.
    expect(
      (await page.request.get(`${E2E_BASE_URL}/releases/mfe-referrals/${v1}/mf-manifest.json`)).status(),
    ).toBe(200);

    expect(releaseTool(['rollback', 'mfe-referrals']).live).toBe(v1);
    await page.reload();
    await expect(releasePanel(page)).toContainText('Release v1');
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });

  test('when a release built against another React major is promoted, then its tab shows the fallback and the app keeps working', async ({
    page,
  }) => {
    releaseTool(['promote', 'mfe-referrals', otherReact]);
    await openSignedIn(page, student, '/referrals');

    await expect(page.getByText(FALLBACK)).toBeVisible();
    await expect(page.getByText('Release built for React 18')).toHaveCount(0);
    await page.goto('/dashboard?tab=PROFILE');
    await expect(
      page.getByRole('tabpanel').getByRole('region', { name: 'Complete Your Profile' }),
    ).toBeVisible();
    releaseTool(['rollback', 'mfe-referrals']);
  });

  test('when a remote is configured to come from a second origin, then the shell loads it from there and it works', async ({
    page,
  }) => {
    // The second origin: a plain static server (CORS for the shell's origin) holding release v2's files.
    const dataDir = process.env['CAMPUSLOOP_E2E_DATA_DIR'] as string;
    const releaseDir = path.join(dataDir, 'releases', 'mfe-referrals', v2);
    const cdn = http.createServer((req, res) => {
      const file = path.join(releaseDir, decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname));
      if (!file.startsWith(releaseDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.json') ? 'application/json' : 'text/javascript';
      res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;

    // A second gateway in front of the same services, configured with REMOTE_URL_MFE_REFERRALS.
    const { portPlan } = (await import('@campusloop/tools/dev-stack/ports.mjs')) as {
      portPlan(offset: number): Record<string, number>;
    };
    const ports = portPlan(E2E_PORT_OFFSET);
    const gatewayPort = (ports['gateway'] ?? 13000) + 17;
    const gatewayData = mkdtempSync(path.join(tmpdir(), 'deploy-remotes-'));
    let gateway: ChildProcess | undefined;
    try {
      gateway = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'services/gateway/src/main.ts')],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            PORT: String(gatewayPort),
            HOST: '127.0.0.1',
            DATA_DIR: gatewayData,
            DIST_DIR: path.join(ROOT, 'dist'),
            IDENTITY_URL: `http://127.0.0.1:${ports['identity']}`,
            REMOTE_URL_MFE_REFERRALS: `${cdnOrigin}/`,
            LOG_LEVEL: 'warn',
          },
          stdio: 'ignore',
        },
      );
      const origin = `http://127.0.0.1:${gatewayPort}`;
      await expect
        .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, { timeout: 30_000 })
        .toBe(200);
      expect((await runtimeManifest(page, origin))['mfe_referrals']).toBe(`${cdnOrigin}/mf-manifest.json`);
      // Scripts: self, the inline prerender guard's hash, the CDN — and nothing else.
      const csp = (await page.request.get(`${origin}/`)).headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(new RegExp(`script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')* ${cdnOrigin.replace(/[.]/g, '\\.')};`));

      const fromCdn: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(cdnOrigin) && response.ok()) fromCdn.push(response.url());
      });
      await page.goto(`${origin}/about`);
      await page.getByRole('button', { name: 'Sign Up / Sign In' }).waitFor();
      await page.evaluate((token) => window.localStorage.setItem('accessToken', token), student.accessToken);
      await page.goto(`${origin}/referrals`);

      await expect(releasePanel(page)).toContainText('Release v2');
      expect(fromCdn.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    } finally {
      gateway?.kill('SIGTERM');
      cdn.closeAllConnections();
      await new Promise<void>((resolve) => cdn.close(() => resolve()));
      rmSync(gatewayData, { recursive: true, force: true });
    }
  });
});
