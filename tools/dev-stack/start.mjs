#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale (Nx cache), starts the embedded stack,
// seeds the demo campus once, prints where everything is, and stops every child on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Set(process.argv.slice(2));
const run = (command, commandArgs) =>
  execFileSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });

if (!existsSync(path.join(ROOT, 'node_modules/.package-lock.json'))) {
  console.log('Installing npm packages (first run)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
if (!args.has('--no-build')) {
  console.log('Building the front ends (cached when nothing changed)…');
  run(path.join(ROOT, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--projects=shell,mfe-*', '--output-style=stream']);
}

const { startStack } = await import('./stack.mjs');
let stack;
try {
  stack = await startStack();
} catch (error) {
  console.error(`\n✖ CampusLoop could not start:\n${error.message}`);
  process.exit(1);
}

if (!args.has('--no-seed')) {
  const { seedDemoCampus } = await import('../seed/seed-demo.mjs');
  await seedDemoCampus({ apiUrl: stack.urls.api, inboxUrl: stack.urls.inbox }).catch((error) =>
    console.warn(`Demo seed skipped: ${error.message}`),
  );
}

const rows = [
  ['App', stack.urls.app],
  ['API', stack.urls.api],
  ['Mail inbox (MailDev)', stack.urls.inbox],
  ['Database', stack.urls.database],
  ...Object.entries(stack.urls.services).map(([name, url]) => [`  ${name} service`, url]),
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nCampusLoop is running:\n${rows.map(([l, u]) => `  ${l.padEnd(width)}  ${u}`).join('\n')}\n\nPress Ctrl-C to stop.\n`);

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
