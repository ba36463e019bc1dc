import nx from '@nx/eslint-plugin';
import eslintConfigPrettier from 'eslint-config-prettier';
import verticals from './tools/verticals/verticals.cjs';

// Nx `scope:*` tags: the shell, the gateway and one per vertical (tools/verticals/verticals.json).
const scopes = ['shell', 'gateway', ...verticals.scopes];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '.data', '.cache', 'tmp', '**/*.cjs', 'test-results'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
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
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:e2e', 'scope:tools', 'scope:shared'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:tooling', 'type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:tooling', 'type:util'] },
            {
              sourceTag: 'platform:node',
              onlyDependOnLibsWithTags: ['platform:node', 'platform:server', 'platform:shared'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Test helpers (`@campusloop/<lib>/testing`, `@campusloop/testing`, a project's `testing/` folder) are for
  // tests only: production code that imports them would ship fakes and test data. Benchmarks are test
  // tooling too (they share the tests' fixtures).
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'libs/testing/**', 'e2e/**', 'tools/bench/**'],
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
  eslintConfigPrettier,
];
