import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import verticalGenerator from './generator.cjs';

const ROOT = path.resolve(__dirname, '../../..');
const MANIFEST = 'tools/verticals/verticals.json';
const run = promisify(execFile);

function treeWithManifest(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  tree.write(MANIFEST, readFileSync(path.join(ROOT, MANIFEST), 'utf8'));
  return tree;
}

const manifestOf = (tree: Tree) => JSON.parse(tree.read(MANIFEST, 'utf-8') ?? '');

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

describe('nx g @campusloop/tools:vertical', () => {
  it('adds the vertical to the manifest on the next free ports and stamps out its service and remote', async () => {
    const tree = treeWithManifest();
    const before = manifestOf(tree);
    await verticalGenerator(tree, { name: 'club-events', skipFormat: true });

    const manifest = manifestOf(tree);
    expect(manifest.verticals.slice(0, -1)).toEqual(before.verticals);
    expect(manifest.verticals.at(-1)).toEqual({
      name: 'club-events',
      service: {
        project: 'club-events',
        port: 3110,
        urlEnv: 'CLUB_EVENTS_URL',
        apiPrefixes: ['/api/v1/club-events'],
      },
      remote: {
        project: 'mfe-club-events',
        container: 'mfe_club_events',
        devPort: 4208,
        exposes: { ClubEvents: 'RemoteTabProps' },
        tabs: [],
      },
    });
    // The TypeScript views follow, so the gateway routes it and the shell may load it.
    expect(tree.read('services/gateway/src/routing/verticals.generated.ts', 'utf-8')).toContain(
      "'club-events': { urlEnv: 'CLUB_EVENTS_URL', port: 3110, apiPrefixes: ['/api/v1/club-events'] }",
    );
    expect(tree.read('shell/src/federation/remote-modules.generated.ts', 'utf-8')).toContain(
      "'mfe_club_events/ClubEvents': { default: ComponentType<RemoteTabProps> };",
    );
    for (const file of [
      'services/club-events/src/main.ts',
      'services/club-events/src/app.ts',
      'services/club-events/src/api/club-events-routes.ts',
      'services/club-events/src/domain/create-item.ts',
      'services/club-events/src/data/club-events-store.ts',
      'services/club-events/src/config/club-events-config.ts',
      'services/club-events/src/testing/club-events-test-app.ts',
      'services/club-events/README.md',
      'mfe-club-events/src/bootstrap.tsx',
      'mfe-club-events/src/remote-entry.ts',
      'mfe-club-events/src/features/club-events/components/club-events-tab/club-events-tab.test.tsx',
      'mfe-club-events/webpack.config.cjs',
    ]) {
      expect(tree.exists(file)).toBe(true);
    }
    expect(JSON.parse(tree.read('services/club-events/project.json', 'utf-8') ?? '').tags).toEqual([
      'scope:club-events',
      'type:app',
      'platform:server',
    ]);
    expect(tree.read('services/club-events/src/config/club-events-config.ts', 'utf-8')).toContain(
      '.default(3110)',
    );
    expect(tree.read('mfe-club-events/module-federation.config.cjs', 'utf-8')).toContain(
      "name: 'mfe_club_events'",
    );
  });

  it('refuses a name the manifest already has, a reserved one or one that is not kebab-case, and writes nothing', async () => {
    for (const [name, error] of [
      ['feed', 'The vertical "feed" is already in tools/verticals/verticals.json'],
      ['gateway', '"gateway" is reserved'],
      ['Clubs', 'a vertical name is kebab-case'],
    ] as const) {
      const tree = treeWithManifest();
      const before = tree.read(MANIFEST, 'utf-8');
      await expect(verticalGenerator(tree, { name, skipFormat: true })).rejects.toThrow(error);
      expect(tree.read(MANIFEST, 'utf-8')).toBe(before);
      const written = tree.listChanges().map((change) => change.path);
      expect(
        written.filter((file) => /^(services|mfe-|shell)/.test(file) || file.includes('generated')),
      ).toEqual([]);
    }
  });

  describe('a vertical generated into a scratch copy of the workspace', () => {
    let scratch = '';
    /** Runs a node script (a path below node_modules, or one of the scratch copy's own) in the scratch copy. */
    const inScratch = (script: string, args: string[]) =>
      run(
        process.execPath,
        [path.isAbsolute(script) ? script : path.join(ROOT, 'node_modules', script), ...args],
        {
          cwd: scratch,
          env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' },
          maxBuffer: 32 * 1024 * 1024,
        },
      );

    beforeAll(() => {
      scratch = mkdtempSync(path.join(os.tmpdir(), 'campusloop-vertical-'));
      const skip = new Set(['node_modules', 'dist', '.data', '.cache', '.nx', '.git', 'test-results', 'tmp']);
      cpSync(ROOT, scratch, {
        recursive: true,
        filter: (source) => !skip.has(path.basename(source)) || path.dirname(source) !== ROOT,
      });
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
      symlinkSync(path.join(ROOT, '.cache'), path.join(scratch, '.cache'));
    });

    afterAll(() => {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    });

    it('is generated by the nx CLI, keeps the manifest views in step, lints, typechecks and passes its own tests', async () => {
      await inScratch('nx/dist/bin/nx.js', ['g', '@campusloop/tools:vertical', 'clubs', '--no-interactive']);
      await inScratch(path.join(scratch, 'tools/verticals/sync.cjs'), ['--check']);
      // Side by side: each step rejects (and fails the test with its output) on a problem.
      await Promise.all([
        inScratch('eslint/bin/eslint.js', ['--max-warnings=0', 'services/clubs', 'mfe-clubs']),
        inScratch('typescript/bin/tsc', ['-p', 'services/clubs/tsconfig.json', '--noEmit']),
        inScratch('typescript/bin/tsc', ['-p', 'mfe-clubs/tsconfig.json', '--noEmit']),
      ]);
      const [service, remote] = await Promise.all([
        inScratch('jest/bin/jest.js', ['-c', 'services/clubs/jest.config.cjs', '--ci']),
        inScratch('jest/bin/jest.js', ['-c', 'mfe-clubs/jest.config.cjs', '--ci']),
      ]);
      expect(service.stderr).toMatch(/Tests:\s+3 passed, 3 total/);
      expect(remote.stderr).toMatch(/Tests:\s+1 passed, 1 total/);
    }, 600_000);

    it("is routed by the scratch copy's gateway: its API prefix reaches the service at CLUBS_URL and its built remote is in the runtime manifest", async () => {
      // The service's side is proven above; here the gateway is real and the clubs service a stand-in at CLUBS_URL.
      await inScratch('webpack-cli/bin/cli.js', [
        '-c',
        'mfe-clubs/webpack.config.cjs',
        '--mode',
        'production',
      ]);
      const seen: string[] = [];
      const clubs = http.createServer((req, res) => {
        seen.push(`${req.method} ${req.url}`);
        res.setHeader('content-type', 'application/json');
        res.end('{"items":[]}');
      });
      const clubsPort = await listen(clubs);
      const port = await freePort();
      const gateway = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
        cwd: scratch,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          CLUBS_URL: `http://127.0.0.1:${clubsPort}`,
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        await waitForOk(`${base}/healthz`, 120_000);
        const list = await fetch(`${base}/api/v1/clubs/items?size=5`);
        expect(list.status).toBe(200);
        expect(await list.json()).toEqual({ items: [] });
        expect(seen).toEqual(['GET /api/v1/clubs/items?size=5']);

        const manifest = (await (await fetch(`${base}/mf-manifest.json`)).json()) as Record<string, string>;
        expect(manifest).toHaveProperty('mfe_clubs');
        const remoteManifest = await fetch(new URL(manifest['mfe_clubs'] ?? '', base));
        expect(remoteManifest.status).toBe(200);
        expect(await remoteManifest.json()).toMatchObject({ name: 'mfe_clubs' });
      } finally {
        gateway.kill('SIGTERM');
        await new Promise<void>((resolve) => clubs.close(() => resolve()));
      }
    }, 300_000);
  });
});
