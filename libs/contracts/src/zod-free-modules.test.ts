import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import zodFreeModules from '../zod-free-modules.json';

/**
 * Issue 30: a front end's first screen must not carry zod (about 25 KiB on the wire). Webpack keeps a module
 * whose exports are used whole, with its top-level `z.object(...)` calls, so every value web code reads on a
 * first screen lives in a zod-free module, and a zod-free module must stay so through everything it imports.
 * Which modules those are is said by their names (`*-texts.ts`, `*-messages.ts`, `*-paths.ts`) and by the list
 * in ../zod-free-modules.json; ESLint refuses a direct `zod` import in them (eslint.config.mjs), this test
 * also follows their imports.
 */
const ZOD_FREE_NAME = /-(texts|messages|paths)\.ts$/;
const ZOD_FREE_FILES: string[] = zodFreeModules.files;

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(SRC, path)] : [];
  });
}

/** The modules `file` loads at run time: `import`/`export … from`, not `import type`/`export type`. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(join(SRC, file), 'utf8');
  const found = source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm);
  return [...found].map((match) => match[1] as string);
}

function resolveLocal(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  return existsSync(join(SRC, `${base}.ts`)) ? `${base}.ts` : join(base, 'index.ts');
}

/** The import chain from `file` to zod, or null when nothing it loads reaches zod. */
function chainToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return [file, specifier];
    if (!specifier.startsWith('.')) continue;
    const chain = chainToZod(resolveLocal(file, specifier), seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

const zodFree = sourceFiles(SRC).filter((file) => ZOD_FREE_NAME.test(file) || ZOD_FREE_FILES.includes(file));

describe('the zod-free modules of contracts (what web code reads on a first screen)', () => {
  it('lists only files that exist', () => {
    expect(ZOD_FREE_FILES.filter((file) => !existsSync(join(SRC, file)))).toEqual([]);
  });

  it.each(zodFree)('%s loads no zod, directly or through its imports', (file) => {
    expect(chainToZod(file)?.join(' → ') ?? null).toBeNull();
  });

  it('can fail: a schema module reaches zod', () => {
    expect(chainToZod('reviews/rating.ts')).toEqual(['reviews/rating.ts', 'zod']);
    expect(chainToZod('reviews/index.ts')?.at(-1)).toBe('zod');
  });
});
