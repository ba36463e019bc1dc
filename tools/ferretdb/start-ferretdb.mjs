// Starts a FerretDB (SQLite backend) process on loopback and waits until it answers a MongoDB `ping`.
//
//   const db = await startFerretDb({ dataDir: '.data/ferretdb', port: 27117 });
//   db.uri  // mongodb://127.0.0.1:27117/
//   await db.stop();
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ensureFerretDb } from './install.mjs';

const STARTUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/** Asks the OS for a free loopback port. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tries a `ping` every 100 ms until it succeeds, the process exits, or the deadline passes. */
async function waitForPing(uri, exited) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastError;
  while (Date.now() < deadline) {
    if (exited.value) throw new Error(`ferretdb exited with code ${exited.value.code ?? exited.value.signal} before it was ready`);
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 500, connectTimeoutMS: 500 });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await client.close().catch(() => undefined);
    }
    await sleep(100);
  }
  throw new Error(`ferretdb did not answer ping within ${STARTUP_TIMEOUT_MS} ms: ${lastError?.message ?? 'no answer'}`);
}

/**
 * `logLevel` defaults to `error`: at `warn` FerretDB v1 logs a multi-line warning every time a driver
 * closes a connection (it lacks the `endSessions` command), which drowns test and dev-stack output.
 * @param {{ dataDir: string, port?: number, logLevel?: 'debug'|'info'|'warn'|'error', binary?: string,
 *   output?: 'inherit'|'ignore' }} options
 * @returns {Promise<{ uri: string, port: number, pid: number, stop(): Promise<void> }>}
 */
export async function startFerretDb({ dataDir, port, logLevel = 'error', binary, output = 'inherit' }) {
  const executable = binary ?? ensureFerretDb();
  const absoluteDataDir = path.resolve(dataDir);
  const stateDir = path.join(absoluteDataDir, 'state');
  mkdirSync(stateDir, { recursive: true });
  const listenPort = port ?? (await findFreePort());

  const child = spawn(
    executable,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${absoluteDataDir}/`,
      `--state-dir=${stateDir}`,
      `--listen-addr=127.0.0.1:${listenPort}`,
      '--telemetry=disable',
      '--debug-addr=127.0.0.1:0',
      `--log-level=${logLevel}`,
    ],
    { stdio: ['ignore', output, output] },
  );
  /** @type {{ value: { code: number | null, signal: NodeJS.Signals | null } | undefined }} */
  const exited = { value: undefined };
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited.value = { code, signal };
      resolve(undefined);
    });
  });
  const spawnError = new Promise((_resolve, reject) => child.once('error', reject));

  const stop = async () => {
    if (exited.value) return;
    child.kill('SIGTERM');
    // Escalate to SIGKILL if it does not exit in time; the timer must not keep the caller alive.
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    try {
      await exitPromise;
    } finally {
      clearTimeout(killer);
    }
  };

  const uri = `mongodb://127.0.0.1:${listenPort}/`;
  try {
    await Promise.race([waitForPing(uri, exited), spawnError]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { uri, port: listenPort, pid: /** @type {number} */ (child.pid), stop };
}
