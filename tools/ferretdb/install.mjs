#!/usr/bin/env node
// Builds the FerretDB v1 binary (MongoDB wire protocol on SQLite), with our patches applied, into
// `.cache/bin/ferretdb-<version>-<patch hash>` once.
//
// Why not `go install ...@v1.24.0`: the module has replace directives / the proxy refuses the module
// list, so we `go mod download` the module source, build it in a writable copy, and stamp the version
// file the binary reads at start (without `build/version/version.txt` it panics).
//
// Patches: every `tools/ferretdb/patches/*.patch` is applied (in name order, `git apply`) to the
// pinned source before the build; see tools/ferretdb/README.md for what each one fixes. The binary's
// file name carries a hash of the version and the patches, so changing a patch builds a new binary
// beside the old one (never over it: other runs may be using it) and a cached unpatched binary is
// simply no longer picked. A build goes to a temporary file renamed into place, and concurrent
// callers wait on a lock file instead of building twice.
//
// Usage: node tools/ferretdb/install.mjs [--force]      (npm run db:install)
// Import: `import { ensureFerretDb } from './install.mjs'` → absolute path of the binary.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.0';
export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FERRETDB_PATCHES_DIR = path.join(WORKSPACE_ROOT, 'tools/ferretdb/patches');

/** Absolute paths of the patches applied to the pinned source, in the order they are applied. */
export function ferretDbPatches() {
  if (!existsSync(FERRETDB_PATCHES_DIR)) return [];
  return readdirSync(FERRETDB_PATCHES_DIR)
    .filter((name) => name.endsWith('.patch'))
    .sort()
    .map((name) => path.join(FERRETDB_PATCHES_DIR, name));
}

/**
 * The build's cache key: the pinned version plus the name and content of every patch.
 * @param {string[]} [patches] patch files (default: the ones the build applies)
 */
export function ferretDbBuildKey(patches = ferretDbPatches()) {
  const hash = createHash('sha256').update(`${FERRETDB_MODULE}@${FERRETDB_VERSION}\n`);
  for (const patch of patches) hash.update(`${path.basename(patch)}\n`).update(readFileSync(patch));
  return `${FERRETDB_VERSION}-${hash.digest('hex').slice(0, 12)}`;
}

export const FERRETDB_BINARY = path.join(WORKSPACE_ROOT, `.cache/bin/ferretdb-${ferretDbBuildKey()}`);

const LOCK_STALE_MS = 20 * 60_000;
const LOCK_POLL_MS = 2_000;

/** @param {string} message */
function say(message) {
  process.stderr.write(`[ferretdb] ${message}\n`);
}

/** True when `binary --version` runs and reports the expected version. */
function binaryWorks(binary) {
  if (!existsSync(binary)) return false;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  return result.status === 0 && result.stdout.includes(FERRETDB_VERSION);
}

/** Adds owner write permission to every file and directory below `dir` (the module cache is read-only). */
function makeWritable(dir) {
  chmodSync(dir, statSync(dir).mode | 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeWritable(full);
    else if (entry.isFile()) chmodSync(full, statSync(full).mode | 0o200);
  }
}

/** Applies every patch to `sourceDir`; `git apply` refuses (and we stop) if one does not fit exactly. */
function applyPatches(sourceDir) {
  for (const patch of ferretDbPatches()) {
    say(`applying ${path.relative(WORKSPACE_ROOT, patch)}`);
    execFileSync('git', ['apply', '--whitespace=nowarn', patch], {
      cwd: sourceDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Never let git find an enclosing repository (TMPDIR may live inside this workspace): with one,
      // `git apply` would resolve the patch's paths against that repository instead of sourceDir.
      env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(sourceDir) },
    });
  }
}

function build(binary) {
  say(`downloading ${FERRETDB_MODULE}@${FERRETDB_VERSION} from the Go module proxy`);
  const json = execFileSync('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const download = JSON.parse(json);
  if (download.Error || !download.Dir)
    throw new Error(`go mod download failed: ${download.Error ?? 'no Dir in output'}`);

  mkdirSync(path.dirname(binary), { recursive: true });
  const partial = `${binary}.partial-${process.pid}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'ferretdb-build-'));
  try {
    const sourceDir = path.join(workDir, 'src');
    say(`copying module source from ${download.Dir} to ${sourceDir}`);
    cpSync(download.Dir, sourceDir, { recursive: true });
    makeWritable(sourceDir);
    applyPatches(sourceDir);
    writeFileSync(path.join(sourceDir, 'build/version/version.txt'), `${FERRETDB_VERSION}\n`);

    say(`building ./cmd/ferretdb into ${binary} (takes a few minutes on 2 cores)`);
    execFileSync('go', ['build', '-o', partial, './cmd/ferretdb'], { cwd: sourceDir, stdio: 'inherit' });
    if (!binaryWorks(partial))
      throw new Error(`built ${partial} but \`--version\` does not report ${FERRETDB_VERSION}`);
    // Atomic switch-over: a process already running the previous file keeps its inode.
    renameSync(partial, binary);
  } finally {
    rmSync(partial, { force: true });
    rmSync(workDir, { recursive: true, force: true });
  }
  say(`built ${binary}`);
}

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `fn` while holding `<binary>.lock` (an exclusively created file). When another process holds
 * it, waits until that one finishes — returning early if `done()` becomes true meanwhile — and takes
 * over a lock older than LOCK_STALE_MS (a build that died without cleaning up).
 */
function withBuildLock(binary, done, fn) {
  const lock = `${binary}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  let waiting = false;
  for (;;) {
    let fd;
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; // released between our open and stat: try again
      }
      if (age > LOCK_STALE_MS) {
        say(`removing a stale build lock ${lock}`);
        rmSync(lock, { force: true });
        continue;
      }
      if (!waiting) say(`another process is building ${binary}; waiting for it`);
      waiting = true;
      sleepSync(LOCK_POLL_MS);
      if (done()) return;
      continue;
    }
    try {
      writeFileSync(fd, `${process.pid}\n`);
      if (done()) return;
      fn();
      return;
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
}

/**
 * Makes sure a working FerretDB binary (pinned version + our patches) exists and returns its path.
 * @param {{ force?: boolean, binary?: string }} [options]
 * @returns {string}
 */
export function ensureFerretDb({ force = false, binary = FERRETDB_BINARY } = {}) {
  if (!force && binaryWorks(binary)) return binary;
  let built = false;
  withBuildLock(
    binary,
    () => !force && binaryWorks(binary),
    () => {
      build(binary);
      built = true;
    },
  );
  if (!built && !binaryWorks(binary))
    throw new Error(`waited for another build of ${binary}, but it does not work`);
  return binary;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const force = process.argv.includes('--force');
    if (!force && binaryWorks(FERRETDB_BINARY)) say(`${FERRETDB_BINARY} is present and works; nothing to do`);
    const binary = ensureFerretDb({ force });
    process.stdout.write(`${binary}\n`);
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
