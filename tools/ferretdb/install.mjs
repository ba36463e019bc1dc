#!/usr/bin/env node
// Builds the FerretDB v1 binary (MongoDB wire protocol on SQLite) into `.cache/bin/ferretdb` once.
//
// Why not `go install ...@v1.24.0`: the module has replace directives / the proxy refuses the module
// list, so we `go mod download` the module source, build it in a writable copy, and stamp the version
// file the binary reads at start (without `build/version/version.txt` it panics).
//
// Usage: node tools/ferretdb/install.mjs [--force]      (npm run db:install)
// Import: `import { ensureFerretDb } from './install.mjs'` → absolute path of the binary.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.0';
export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FERRETDB_BINARY = path.join(WORKSPACE_ROOT, '.cache/bin/ferretdb');

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

function build(binary) {
  say(`downloading ${FERRETDB_MODULE}@${FERRETDB_VERSION} from the Go module proxy`);
  const json = execFileSync('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const download = JSON.parse(json);
  if (download.Error || !download.Dir) throw new Error(`go mod download failed: ${download.Error ?? 'no Dir in output'}`);

  const workDir = mkdtempSync(path.join(tmpdir(), 'ferretdb-build-'));
  try {
    const sourceDir = path.join(workDir, 'src');
    say(`copying module source from ${download.Dir} to ${sourceDir}`);
    cpSync(download.Dir, sourceDir, { recursive: true });
    makeWritable(sourceDir);
    writeFileSync(path.join(sourceDir, 'build/version/version.txt'), `${FERRETDB_VERSION}\n`);

    mkdirSync(path.dirname(binary), { recursive: true });
    say(`building ./cmd/ferretdb into ${binary} (takes a few minutes on 2 cores)`);
    execFileSync('go', ['build', '-o', binary, './cmd/ferretdb'], { cwd: sourceDir, stdio: 'inherit' });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  if (!binaryWorks(binary)) throw new Error(`built ${binary} but \`--version\` does not report ${FERRETDB_VERSION}`);
  say(`built ${binary}`);
}

/**
 * Makes sure a working FerretDB binary exists and returns its absolute path.
 * @param {{ force?: boolean, binary?: string }} [options]
 * @returns {string}
 */
export function ensureFerretDb({ force = false, binary = FERRETDB_BINARY } = {}) {
  if (!force && binaryWorks(binary)) return binary;
  build(binary);
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
