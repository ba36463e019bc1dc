// The front ends share react-router-dom as a subset (shared/react-router-dom.mjs): a name imported from
// 'react-router-dom' that the subset does not export would be undefined at run time in every app. This
// test reads every front-end source file and the subset, so adding such an import fails here first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SUBSET = path.join(__dirname, 'shared', 'react-router-dom.mjs');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:tsx?|mjs|cjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names in `{ a, b as c, type D }` lists of the given source, type-only ones left out. */
function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

function subsetExports(): Set<string> {
  const source = readFileSync(SUBSET, 'utf8');
  return new Set([...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) => namesIn(match[1] ?? '')));
}

function importsOfReactRouter(): { file: string; name: string }[] {
  const apps = readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mfe-'));
  const files = [...apps, 'libs'].flatMap((dir) => sourceFiles(path.join(ROOT, dir, ...(dir === 'libs' ? [] : ['src']))));
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)]
      .filter((match) => !match[1])
      .flatMap((match) => namesIn(match[2] ?? '').map((name) => ({ file: path.relative(ROOT, file), name }))),
  );
}

describe('the react-router-dom subset the front ends share', () => {
  it('exports every name the front ends import from react-router-dom', () => {
    const exported = subsetExports();
    const imports = importsOfReactRouter();
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter(({ name }) => !exported.has(name))).toEqual([]);
  });

  it('is what the apps share as react-router-dom, and react-router is no share key of its own', () => {
    const { sharedDependencies } = require('./shared-dependencies.cjs') as { sharedDependencies: () => Record<string, { import?: string }> };
    const shared = sharedDependencies();
    expect(shared['react-router-dom']?.import).toBe(SUBSET);
    expect(shared['react-router']).toBeUndefined();
  });
});
