// Shared jest settings: SWC transforms TypeScript/TSX; the ESM-only packages we use (jose, nanoid)
// are transformed too so CommonJS jest can load them.
const path = require('node:path');

/** @param {string} projectDir @param {{ dom?: boolean }} [options] */
module.exports = function jestPreset(projectDir, options = {}) {
  return {
    rootDir: projectDir,
    displayName: path.basename(projectDir),
    testEnvironment: options.dom ? path.join(__dirname, 'tools/jest/jsdom-environment.cjs') : 'node',
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(jose|nanoid)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: options.dom ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    ...(options.database ? { globalSetup: path.join(__dirname, 'tools/jest/database-global-setup.cjs'), globalTeardown: path.join(__dirname, 'tools/jest/database-global-teardown.cjs') } : {}),
    testTimeout: 20000,
  };
};
