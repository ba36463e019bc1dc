// jest globalTeardown: stops the FerretDB started by database-global-setup.cjs and removes its data.
// Runs in the same process as globalSetup, so the handle is on globalThis. No-op with a user MONGODB_URI.
const { rmSync } = require('node:fs');

module.exports = async function databaseGlobalTeardown() {
  const testDb = globalThis.__CAMPUSLOOP_TEST_DB__;
  if (!testDb) return;
  globalThis.__CAMPUSLOOP_TEST_DB__ = undefined;
  try {
    await testDb.stop();
  } finally {
    delete process.env.MONGODB_URI;
    rmSync(testDb.dataDir, { recursive: true, force: true });
  }
};
