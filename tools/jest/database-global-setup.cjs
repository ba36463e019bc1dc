// jest globalSetup for projects created with `jest.preset.cjs` option `{ database: true }`.
//
// A MONGODB_URI in the environment (a real MongoDB the developer chose) always wins. Otherwise we
// start one throw-away FerretDB (SQLite backend) on a free loopback port with a temp data dir and
// export its URI; jest starts its workers after globalSetup, so they inherit `process.env.MONGODB_URI`.
// Each test file then uses its own database on that server (`useTestDatabase()` in @campusloop/testing).
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function databaseGlobalSetup() {
  if (process.env.MONGODB_URI) return;
  const { startFerretDb } = await import('../ferretdb/start-ferretdb.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'campusloop-test-db-'));
  try {
    const ferret = await startFerretDb({ dataDir, output: 'inherit' });
    globalThis.__CAMPUSLOOP_TEST_DB__ = { stop: ferret.stop, dataDir };
    process.env.MONGODB_URI = ferret.uri;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `Could not start FerretDB for the tests (run \`npm run db:install\`, or set MONGODB_URI): ${error.message}`,
    );
  }
};
