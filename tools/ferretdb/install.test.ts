import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// install.mjs is an ES module run by plain node (CI, dev stack, jest's global setup); ask a real node
// process what it would build instead of loading it into jest's CommonJS runtime.
const INSTALL = path.join(__dirname, 'install.mjs');

function askInstaller<T>(expression: string, patches?: string[]): T {
  const script = [
    `import * as install from ${JSON.stringify(INSTALL)};`,
    `const patches = ${JSON.stringify(patches ?? null)} ?? undefined;`,
    `process.stdout.write(JSON.stringify(${expression}));`,
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(output) as T;
}

describe('tools/ferretdb/install.mjs: which binary the tests, the dev stack and CI run', () => {
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'ferretdb-install-test-'));
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('applies the index patch to the pinned version', () => {
    const patches = askInstaller<string[]>('install.ferretDbPatches()');
    expect(patches.map((patch) => path.basename(patch))).toContain('sqlite-index-pushdown.patch');
    expect(askInstaller<string>('install.FERRETDB_VERSION')).toBe('v1.24.0');
  });

  it('names the binary after the version and a hash of the patches, so an unpatched cached binary is never used', () => {
    const binary = askInstaller<string>('install.FERRETDB_BINARY');
    const key = askInstaller<string>('install.ferretDbBuildKey()');
    expect(path.basename(binary)).toBe(`ferretdb-${key}`);
    expect(key).toMatch(/^v1\.24\.0-[0-9a-f]{12}$/);
    expect(askInstaller<string>('install.ferretDbBuildKey(patches)', [])).not.toBe(key);
  });

  it('builds a new binary when a patch changes by one byte', () => {
    const patches = askInstaller<string[]>('install.ferretDbPatches()');
    const key = askInstaller<string>('install.ferretDbBuildKey()');
    const copyTo = (dir: string, edit: (text: string, index: number) => string) => {
      mkdirSync(path.join(scratch, dir));
      return patches.map((patch, index) => {
        const copy = path.join(scratch, dir, path.basename(patch));
        writeFileSync(copy, edit(readFileSync(patch, 'utf8'), index));
        return copy;
      });
    };
    const same = copyTo('same', (text) => text);
    const edited = copyTo('edited', (text, index) => (index === 0 ? `${text} ` : text));
    expect(askInstaller<string>('install.ferretDbBuildKey(patches)', same)).toBe(key);
    expect(askInstaller<string>('install.ferretDbBuildKey(patches)', edited)).not.toBe(key);
  });
});
