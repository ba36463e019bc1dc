import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { createTestAuth } from '@campusloop/service-kit/testing';
import verticalGenerator from './generator.cjs';

const ROOT = path.resolve(__dirname, '../../..');
const MANIFEST = 'tools/verticals/verticals.json';
const run = promisify(execFile);

/** Written into the scratch copy after `nx g ... clubs`: the real shell shows the new tab from the manifest alone. */
const SHELL_TAB_TEST = 'shell/src/generated-vertical-tab.test.tsx';
const SHELL_TAB_TEST_SOURCE = `import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '@campusloop/web-platform/testing';
import { currentUrl, renderAppSettled } from './testing/render-app';

describe('the generated clubs vertical in the shell', () => {
  it('has a dashboard tab that renders its remote module', async () => {
    await renderAppSettled({ path: '/dashboard?tab=CLUBS', user: aUser(), remotes: ['mfe_clubs'] });
    expect(screen.getByRole('tab', { name: 'Clubs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('remote')).toHaveTextContent('mfe_clubs/Clubs (CLUBS)');
  });

  it('is last in the mobile nav and a tap opens its tab', async () => {
    const { router } = await renderAppSettled({ path: '/referrals', user: aUser() });
    const bar = screen.getByRole('navigation', { name: 'Dashboard sections' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Buzz', 'Communities', 'Home', 'Market', 'Reviews', 'Events', 'Clubs']);
    await userEvent.click(within(bar).getByRole('link', { name: 'Clubs' }));
    expect(currentUrl(router)).toBe('/dashboard?tab=CLUBS');
  });
});
`;

/** What the generator reads and edits: the manifest only (the contracts lists are generated from it). */
const GENERATOR_INPUTS = [MANIFEST];
/** The hand-written contracts files a new vertical's routes once had to be inserted into. */
const CONTRACTS_LISTS = [
  'libs/contracts/src/index.ts',
  'libs/contracts/src/routes/index.ts',
  'libs/contracts/src/routes/api-routes.ts',
];

function treeWithManifest(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of GENERATOR_INPUTS) tree.write(file, readFileSync(path.join(ROOT, file), 'utf8'));
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
        sharedRoutes: [],
        publishes: ['club-events.item.created'],
        subscribes: null,
      },
      remote: {
        project: 'mfe-club-events',
        container: 'mfe_club_events',
        devPort: 4208,
        exposes: { ClubEvents: 'RemoteTabProps' },
        // After Profile (8) in the sidebar and Events (6) in the mobile nav.
        tabs: [
          {
            key: 'CLUB_EVENTS',
            label: 'Club Events',
            needsVerification: false,
            module: 'ClubEvents',
            position: 9,
            mobile: { position: 7, label: 'Club Events' },
          },
        ],
        deepLinks: [],
      },
    });
    // The TypeScript views follow, so the gateway routes it, the shell may load it and shows its tab.
    expect(tree.read('services/gateway/src/routing/verticals.generated.ts', 'utf-8')).toContain(
      "'club-events': { urlEnv: 'CLUB_EVENTS_URL', port: 3110, apiPrefixes: ['/api/v1/club-events'], sharedRoutes: [] }",
    );
    expect(tree.read('shell/src/federation/remote-modules.generated.ts', 'utf-8')).toContain(
      "'mfe_club_events/ClubEvents': { default: ComponentType<RemoteTabProps> };",
    );
    const shellTabs = tree.read('shell/src/features/dashboard/dashboard-tabs.generated.ts', 'utf-8');
    expect(shellTabs).toContain(
      "{ key: 'CLUB_EVENTS', label: 'Club Events', needsVerification: false, remote: 'mfe_club_events/ClubEvents' }",
    );
    expect(shellTabs).toContain("{ key: 'CLUB_EVENTS', label: 'Club Events' }");
    expect(tree.read('libs/contracts/src/dashboard/dashboard.generated.ts', 'utf-8')).toContain(
      "'PROFILE', 'CLUB_EVENTS'] as const",
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
      'port: 3110,',
    );
    expect(tree.read('mfe-club-events/module-federation.config.cjs', 'utf-8')).toContain(
      "name: 'mfe_club_events'",
    );
    // Its route contract joins libs/contracts: exported, and in API_ROUTE_GROUPS (so in the OpenAPI document),
    // through the lists generated from the manifest; no hand-written contracts file is edited.
    expect(tree.read('libs/contracts/src/club-events/club-events-paths.ts', 'utf-8')).toContain(
      "const ITEMS = '/club-events/items';",
    );
    expect(tree.read('libs/contracts/src/club-events/club-events-routes.ts', 'utf-8')).toContain(
      "export const CLUB_EVENTS_ROUTES = defineRoutes('club-events', {",
    );
    expect(tree.read('libs/contracts/src/verticals.generated.ts', 'utf-8')).toContain(
      "export * from './club-events';",
    );
    const groups = tree.read('libs/contracts/src/routes/vertical-routes.generated.ts', 'utf-8');
    expect(groups).toContain("export * from '../club-events/club-events-routes';");
    expect(groups).toContain("import { CLUB_EVENTS_ROUTES } from '../club-events/club-events-routes';");
    expect(groups).toContain("'club-events': CLUB_EVENTS_ROUTES } as const satisfies");
    const written = tree.listChanges().map((change) => change.path);
    for (const file of CONTRACTS_LISTS) expect(written).not.toContain(file);
    expect(tree.read('services/club-events/src/api/club-events-routes.ts', 'utf-8')).toContain(
      'mountRoute(router, CLUB_EVENTS_ROUTES.createItem',
    );
    expect(tree.read('mfe-club-events/src/features/club-events/api/club-events-api.ts', 'utf-8')).toContain(
      'url: CLUB_EVENTS_PATHS.items',
    );
  });

  it('takes the tab’s label, mobile label and verification from its options', async () => {
    const tree = treeWithManifest();
    await verticalGenerator(tree, {
      name: 'clubs',
      label: 'Campus Clubs',
      mobileLabel: 'Clubs',
      needsVerification: true,
      skipFormat: true,
    });
    expect(manifestOf(tree).verticals.at(-1).remote.tabs).toEqual([
      {
        key: 'CLUBS',
        label: 'Campus Clubs',
        needsVerification: true,
        module: 'Clubs',
        position: 9,
        mobile: { position: 7, label: 'Clubs' },
      },
    ]);
  });

  it('refuses a name the manifest already has, a reserved one or one that is not kebab-case, and writes nothing', async () => {
    for (const [name, error] of [
      ['feed', 'The vertical "feed" is already in tools/verticals/verticals.json'],
      ['gateway', '"gateway" is reserved'],
      ['Clubs', 'a vertical name is kebab-case'],
    ] as const) {
      const tree = treeWithManifest();
      const before = tree.read(MANIFEST, 'utf-8');
      const inputs = GENERATOR_INPUTS.map((file) => tree.read(file, 'utf-8'));
      await expect(verticalGenerator(tree, { name, skipFormat: true })).rejects.toThrow(error);
      expect(tree.read(MANIFEST, 'utf-8')).toBe(before);
      expect(GENERATOR_INPUTS.map((file) => tree.read(file, 'utf-8'))).toEqual(inputs);
      const written = tree.listChanges().map((change) => change.path);
      expect(
        written.filter((file) => /^(services|mfe-|shell)/.test(file) || file.includes('generated')),
      ).toEqual([]);
    }
  });

  it('stamps out the code of a vertical the manifest plans, keeping its entry, and refuses one already built', async () => {
    const tree = treeWithManifest();
    const before = tree.read(MANIFEST, 'utf-8');
    // Clubs is planned by hand first: its entry is in the manifest, its code is not there yet.
    await verticalGenerator(tree, { name: 'clubs', skipFormat: true });
    const planned = tree.read(MANIFEST, 'utf-8');
    for (const file of tree.listChanges().map((change) => change.path))
      if (!GENERATOR_INPUTS.includes(file) && !file.includes('generated')) tree.delete(file);

    await verticalGenerator(tree, { name: 'clubs', planned: true, skipFormat: true });

    expect(tree.read(MANIFEST, 'utf-8')).toBe(planned);
    expect(tree.exists('services/clubs/src/api/clubs-routes.ts')).toBe(true);
    expect(tree.read('services/clubs/src/config/clubs-config.ts', 'utf-8')).toContain('port: 3110,');
    expect(tree.exists('mfe-clubs/src/features/clubs/api/clubs-api.ts')).toBe(true);
    expect(tree.exists('libs/contracts/src/clubs/clubs-routes.ts')).toBe(true);
    expect(tree.read('libs/contracts/src/routes/vertical-routes.generated.ts', 'utf-8')).toContain(
      'clubs: CLUBS_ROUTES',
    );
    await expect(verticalGenerator(tree, { name: 'clubs', planned: true, skipFormat: true })).rejects.toThrow(
      'The vertical "clubs" already has its service and route contract',
    );
    await expect(verticalGenerator(tree, { name: 'nope', planned: true, skipFormat: true })).rejects.toThrow(
      '"nope" is not a vertical with a service and a remote',
    );
    expect(before).not.toBe(planned);
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
      ).catch((error: Error & { stdout?: string }) => {
        // eslint and tsc report on stdout: show what drifted, not only the command line.
        throw new Error(`${error.message}\n${error.stdout ?? ''}`);
      });

    beforeAll(() => {
      scratch = mkdtempSync(path.join(os.tmpdir(), 'campusloop-vertical-'));
      const skip = new Set(['node_modules', 'dist', '.data', '.cache', '.nx', '.git', 'test-results', 'tmp']);
      cpSync(ROOT, scratch, {
        recursive: true,
        filter: (source) => !skip.has(path.basename(source)) || path.dirname(source) !== ROOT,
      });
      // The packages are the workspace's, but its own (@campusloop/*: libs/contracts holds generated tab keys) the copy's.
      const modules = path.join(scratch, 'node_modules');
      mkdirSync(path.join(modules, '@campusloop'), { recursive: true });
      for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
        if (entry !== '@campusloop')
          symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
      }
      for (const entry of readdirSync(path.join(ROOT, 'node_modules/@campusloop'))) {
        const link = readlinkSync(path.join(ROOT, 'node_modules/@campusloop', entry)); // ../../libs/<lib>, relative
        symlinkSync(link, path.join(modules, '@campusloop', entry));
      }
      symlinkSync(path.join(ROOT, '.cache'), path.join(scratch, '.cache'));
    });

    afterAll(() => {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    });

    it('is generated by the nx CLI, keeps the manifest views in step, lints, typechecks and passes its own tests', async () => {
      await inScratch('nx/dist/bin/nx.js', ['g', '@campusloop/tools:vertical', 'clubs', '--no-interactive']);
      await inScratch(path.join(scratch, 'tools/verticals/sync.cjs'), ['--check']);
      // The shell as a user meets it, with nothing edited but the generator's manifest entry.
      writeFileSync(path.join(scratch, SHELL_TAB_TEST), SHELL_TAB_TEST_SOURCE);
      // Side by side: each step rejects (and fails the test with its output) on a problem.
      await Promise.all([
        inScratch('eslint/bin/eslint.js', [
          '--max-warnings=0',
          'services/clubs',
          'mfe-clubs',
          'libs/contracts/src/clubs',
          'libs/contracts/src/routes',
        ]),
        inScratch('typescript/bin/tsc', ['-p', 'libs/contracts/tsconfig.json', '--noEmit']),
        inScratch('typescript/bin/tsc', ['-p', 'services/clubs/tsconfig.json', '--noEmit']),
        inScratch('typescript/bin/tsc', ['-p', 'mfe-clubs/tsconfig.json', '--noEmit']),
        inScratch('typescript/bin/tsc', ['-p', 'shell/tsconfig.json', '--noEmit']),
      ]);
      const [service, remote, shell] = await Promise.all([
        inScratch('jest/bin/jest.js', ['-c', 'services/clubs/jest.config.cjs', '--ci']),
        inScratch('jest/bin/jest.js', ['-c', 'mfe-clubs/jest.config.cjs', '--ci']),
        inScratch('jest/bin/jest.js', ['-c', 'shell/jest.config.cjs', '--ci', SHELL_TAB_TEST]),
      ]);
      // Its behaviour (owned-item kit, outbox, contract-checked answers) and routes.test.ts's coverage check.
      expect(service.stderr).toMatch(/Tests:\s+6 passed, 6 total/);
      expect(service.stderr).toMatch(/PASS .*services\/clubs\/src\/api\/routes\.test\.ts/);
      // The tab shows what its RTK Query endpoint (path from the zod-free paths module) fetched.
      expect(remote.stderr).toMatch(/Tests:\s+2 passed, 2 total/);
      expect(shell.stderr).toMatch(/Tests:\s+2 passed, 2 total/);
    }, 600_000);

    it('runs as two instances on one database: an item written through one is listed by the other, and parallel writes over both keep the list exact', async () => {
      // What `npm start -- --instances 2` does for it: two processes of its main.ts on one database. Identity is a
      // stand-in serving the token keys (the kit's test tokens); people, sessions and restrictions are not needed.
      const { startFerretDb } = (await import('../../ferretdb/start-ferretdb.mjs')) as {
        startFerretDb(options: {
          dataDir: string;
          output: string;
        }): Promise<{ uri: string; stop(): Promise<void> }>;
      };
      const database = process.env['MONGODB_URI']
        ? { uri: process.env['MONGODB_URI'], stop: async () => undefined }
        : await startFerretDb({ dataDir: path.join(scratch, '.data/ferretdb'), output: 'ignore' });
      const auth = createTestAuth();
      const identity = http.createServer((req, res) => {
        res.statusCode = req.url === '/internal/jwks' ? 200 : 404;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(req.url === '/internal/jwks' ? auth.jwks : { message: 'not here' }));
      });
      const identityUrl = `http://127.0.0.1:${await listen(identity)}`;
      const ports = [await freePort(), await freePort()];
      const secret = randomBytes(32).toString('base64url');
      const output: string[] = [];
      const instances = ports.map((port) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'services/clubs/src/main.ts'], {
          cwd: scratch,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            HOST: '127.0.0.1',
            PORT: String(port),
            MONGODB_URI: database.uri,
            DATA_DIR: path.join(scratch, '.data'),
            SERVICE_TOKEN_SECRET: secret,
            IDENTITY_JWKS_URL: `${identityUrl}/internal/jwks`,
            IDENTITY_URL: identityUrl,
            LOG_LEVEL: 'error',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (chunk: Buffer) => output.push(`:${port} ${chunk.toString()}`));
        child.stderr.on('data', (chunk: Buffer) => output.push(`:${port} ${chunk.toString()}`));
        return child;
      });
      const [one, two] = ports.map((port) => `http://127.0.0.1:${port}/api/v1/clubs/items`) as [
        string,
        string,
      ];
      const create = async (base: string, title: string) => {
        const response = await fetch(base, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: await auth.bearer({ name: `Member ${title}` }),
          },
          body: JSON.stringify({ title }),
        });
        expect({ title, status: response.status }).toEqual({ title, status: 201 });
        return ((await response.json()) as { id: string }).id;
      };
      const list = async (base: string) =>
        (await (await fetch(`${base}?page=0&size=50`)).json()) as {
          content: Array<{ id: string; title: string }>;
          totalElements: number;
        };
      try {
        await Promise.all(ports.map((port) => waitForOk(`http://127.0.0.1:${port}/readyz`, 120_000))).catch(
          (error: Error) => {
            throw new Error(`${error.message}\n${output.join('')}`);
          },
        );

        const chess = await create(one, 'Chess club');
        expect((await list(two)).content.map((item) => item.id)).toEqual([chess]);

        // Side by side over both instances: every item gets its own list place (the list index's lease is in the database).
        const titles = Array.from({ length: 16 }, (_, n) => `Club ${n + 1}`);
        const created = await Promise.all(titles.map((title, n) => create(n % 2 === 0 ? one : two, title)));
        const [seenByOne, seenByTwo] = await Promise.all([list(one), list(two)]);
        expect(seenByOne.totalElements).toBe(17);
        expect(new Set(seenByOne.content.map((item) => item.id))).toEqual(new Set([chess, ...created]));
        expect(seenByOne.content).toHaveLength(17);
        expect(seenByTwo).toEqual(seenByOne);
      } finally {
        await Promise.all(
          instances.map((child) =>
            child.exitCode === null
              ? new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))
              : undefined,
          ),
        );
        await new Promise((resolve) => identity.close(resolve));
        await database.stop();
      }
    }, 300_000);

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

        // Its route contract is in the gateway's OpenAPI document (and so in /api/docs), no code of its own needed.
        const openapi = (await (await fetch(`${base}/api/v1/openapi.json`)).json()) as {
          paths: Record<string, Record<string, { operationId?: string }>>;
        };
        expect(openapi.paths['/api/v1/clubs/items']?.['get']?.operationId).toBe('clubs.listItems');
        expect(openapi.paths['/api/v1/clubs/items']?.['post']?.operationId).toBe('clubs.createItem');
        expect(openapi.paths['/api/v1/clubs/items/{itemId}']?.['delete']?.operationId).toBe(
          'clubs.deleteItem',
        );
        expect(seen).toHaveLength(1);

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
