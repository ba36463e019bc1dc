// CI check of the deployable bundles: bundle one service (feed: the fewest npm dependencies), install
// it in an empty folder from its generated package.json alone, start `node main.js` against the test
// database with environment variables only, and expect 200 from /readyz. Bounded: a few minutes at most.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleService } from './bundle-service';

const INSTALL_TIMEOUT_MS = 240_000;
const START_TIMEOUT_MS = 30_000;

type Database = { uri: string; stop(): Promise<void> };

async function testDatabase(dataDir: string): Promise<Database> {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, stop: async () => undefined };
  const { startFerretDb } = (await import('../ferretdb/start-ferretdb.mjs')) as {
    startFerretDb(options: { dataDir: string; output: string }): Promise<Database>;
  };
  return startFerretDb({ dataDir, output: 'ignore' });
}

async function freePort(): Promise<number> {
  const { findFreePort } = (await import('../ferretdb/start-ferretdb.mjs')) as {
    findFreePort(): Promise<number>;
  };
  return findFreePort();
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last = 0;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bundle exited with ${child.exitCode}`);
    try {
      last = (await fetch(url)).status;
      if (last === 200) return last;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

describe('deployable service bundle', () => {
  let work: string;
  let database: Database | undefined;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'campusloop-bundle-'));
  });

  afterAll(async () => {
    child?.kill('SIGTERM');
    await database?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'when the feed bundle is installed from its own package.json in an empty folder and started with env only, then /readyz answers 200',
    async () => {
      const { outDir, dependencies } = await bundleService('feed', path.join(work, 'bundle'));
      expect(Object.keys(dependencies)).not.toContain('@campusloop/service-kit');
      expect(readdirSync(outDir).sort()).toEqual(['main.js', 'main.js.map', 'package.json']);
      const manifest = JSON.parse(readFileSync(path.join(outDir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
        engines: Record<string, string>;
      };
      // The bundle declares the runtime the workspace runs and tests on (Node 24 LTS).
      const workspaceEngines = (
        JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
          engines: Record<string, string>;
        }
      ).engines;
      expect(manifest.engines).toEqual(workspaceEngines);
      expect(workspaceEngines.node).toMatch(/^>=24\./);
      for (const version of Object.values(manifest.dependencies)) expect(version).toMatch(/^\d+\.\d+\.\d+/);

      const app = path.join(work, 'app');
      cpSync(outDir, app, { recursive: true });
      const install = spawnSync(
        'npm',
        ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
        {
          cwd: app,
          encoding: 'utf8',
          timeout: INSTALL_TIMEOUT_MS,
        },
      );
      expect({ status: install.status, stderr: install.status === 0 ? '' : install.stderr }).toEqual({
        status: 0,
        stderr: '',
      });

      database = await testDatabase(path.join(work, 'db'));
      const port = await freePort();
      // Only what a deployment sets: no workspace, no tsx, no NODE_PATH.
      child = spawn(process.execPath, ['main.js'], {
        cwd: app,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          MONGODB_URI: database.uri,
          LOG_LEVEL: 'warn',
          // Production starts only with the installation's service token secret (issue 17, finding 8d).
          SERVICE_TOKEN_SECRET: randomBytes(32).toString('base64url'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

      const status = await waitForReady(`http://127.0.0.1:${port}/readyz`, child, START_TIMEOUT_MS);
      expect({ status, output: status === 200 ? '' : output }).toEqual({ status: 200, output: '' });
    },
    INSTALL_TIMEOUT_MS + START_TIMEOUT_MS + 60_000,
  );
});
