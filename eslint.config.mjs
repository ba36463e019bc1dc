import nx from '@nx/eslint-plugin';
import eslintConfigPrettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import verticals from './tools/verticals/verticals.cjs';

// Nx `scope:*` tags: the shell, the gateway and one per vertical (tools/verticals/verticals.json).
const scopes = ['shell', 'gateway', ...verticals.scopes];

const SOURCE_FILES = ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'];

/**
 * STYLE.md's feature folders: `<app>/src/features/<feature>` may use a sibling feature only through its
 * public `index.ts`, never its internals. One `import-x/no-restricted-paths` zone per feature, read from
 * the folders, so a new feature (or a new app with features) is covered without an edit here.
 */
function featureZones() {
  const apps = readdirSync('.', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${entry.name}/src/features`))
    .map((entry) => entry.name);
  return apps.flatMap((app) => {
    const root = `${app}/src/features`;
    const features = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    return features.map((feature) => ({
      target: `./${root}/${feature}`,
      from: `./${root}`,
      except: [
        `./${feature}`,
        ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
      ],
      message: `A feature uses a sibling feature only through its public index (import '../<feature>').`,
    }));
  });
}

/** `@nx/enforce-module-boundaries`: which tagged projects may depend on which. */
const DEP_CONSTRAINTS = [
  // Layers: an app composes features; features use ui, data-access and util; below that only util.
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  // Platforms: services never import front-end code and vice versa; contracts are shared.
  {
    sourceTag: 'platform:server',
    onlyDependOnLibsWithTags: ['platform:server', 'platform:shared'],
  },
  { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:shared'] },
  { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
  // Domains: a vertical uses its own code and shared code only, never another vertical's.
  ...scopes.map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
  })),
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // tools/ (dev stack, generators, benchmarks) and e2e use shared node/server code, nothing front-end.
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared'] },
  {
    sourceTag: 'scope:e2e',
    onlyDependOnLibsWithTags: ['scope:e2e', 'scope:tools', 'scope:shared'],
  },
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:tooling', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:tooling', 'type:util'] },
  {
    sourceTag: 'platform:node',
    onlyDependOnLibsWithTags: ['platform:node', 'platform:server', 'platform:shared'],
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '.data', '.cache', 'tmp', 'test-results'],
  },
  // CommonJS sources (webpack, jest and module-federation configs, the manifest reader, the dev stack's
  // helpers) are linted too: Node's module globals, `require` allowed.
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        exports: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: SOURCE_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      // No import cycles inside a project (between projects Nx's own rule refuses them). Packages in
      // node_modules are not followed: our own libraries are workspace links, so they still are.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones() }],
    },
  },
  {
    files: SOURCE_FILES,
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: DEP_CONSTRAINTS,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Benchmarks seed a vertical's database in bulk in the service's own shape and serve its app in-process:
  // they import a service only through its one seeding entry (services/<name>/src/seeding.ts), which the
  // boundary rule lets through; any other path into a service stays an error.
  {
    files: ['tools/bench/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: ['^(\\.\\./)+services/[a-z][a-z0-9-]*/src/seeding$'],
          depConstraints: DEP_CONSTRAINTS,
        },
      ],
    },
  },
  // Test helpers (`@campusloop/<lib>/testing`, `@campusloop/testing`, a project's `testing/` folder) are for
  // tests only: production code that imports them would ship fakes and test data. Benchmarks are test
  // tooling too (they share the tests' fixtures).
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testing/**',
      'libs/testing/**',
      'e2e/**',
      'tools/bench/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@campusloop/(?:[^/]+/)?testing(?:/|$)',
              message: 'Only test files (*.test.ts(x), testing/ folders) may import a testing entry.',
            },
            {
              regex: '^\\.{1,2}/(?:.*/)?testing(?:/|$)',
              message: 'Only test files (*.test.ts(x), testing/ folders) may import from a testing/ folder.',
            },
          ],
        },
      ],
    },
  },
  // Issue 30: contracts' zod-free modules (what web code reads on a first screen: a used module is bundled with
  // its top-level schemas, so one zod import there puts all of zod on a tab's first screen). Named *-texts.ts,
  // *-messages.ts or *-paths.ts, or listed in libs/contracts/zod-free-modules.json; the contracts test
  // zod-free-modules.test.ts also follows their imports. A type-only import stays allowed (it is erased).
  {
    files: [
      'libs/contracts/src/**/*-texts.ts',
      'libs/contracts/src/**/*-messages.ts',
      'libs/contracts/src/**/*-paths.ts',
      ...JSON.parse(readFileSync('libs/contracts/zod-free-modules.json', 'utf8')).files.map(
        (file) => `libs/contracts/src/${file}`,
      ),
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(?:/|$)',
              allowTypeImports: true,
              message:
                'This contracts module is zod-free (web code reads it on a first screen, issue 30): put schemas in a schema module that imports from here.',
            },
          ],
        },
      ],
    },
  },
  eslintConfigPrettier,
];
