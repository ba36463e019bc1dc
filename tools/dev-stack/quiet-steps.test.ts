import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createNxTaskTracker,
  formatTask,
  openStepLog,
  prefixedLog,
  runLogged,
  step,
} from './quiet-steps.cjs';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'campusloop-quiet-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A real child process printing `lines` lines (half on stderr) and exiting with `code`. */
const noisy = (lines: number, code: number) => [
  '-e',
  `for (let i = 1; i <= ${lines}; i++) (i % 2 ? console.log : console.error)('build line ' + i); process.exit(${code});`,
];

describe('npm start: a quiet step', () => {
  it('when the command succeeds, the terminal gets one line and the log file all of its output', async () => {
    const log = openStepLog(path.join(dir, 'logs', 'start.log'));
    const terminal: string[] = [];

    const ok = await step('front ends built', () => runLogged(process.execPath, noisy(300, 0), { log }), {
      logFile: log.file,
      print: (line: string) => terminal.push(line),
      printError: (line: string) => terminal.push(line),
    });

    expect(ok).toBe(true);
    expect(terminal).toEqual([expect.stringMatching(/^✓ front ends built {2}\d+\.\d s$/)]);
    const written = readFileSync(log.file, 'utf8');
    expect(written).toContain('build line 1\n');
    expect(written).toContain('build line 300\n');
  });

  it('when the command fails, its output and the log file name are printed', async () => {
    const log = openStepLog(path.join(dir, 'start.log'));
    const terminal: string[] = [];

    const ok = await step('npm packages installed', () => runLogged(process.execPath, noisy(3, 2), { log }), {
      logFile: log.file,
      print: (line: string) => terminal.push(line),
      printError: (line: string) => terminal.push(line),
    });

    expect(ok).toBe(false);
    const shown = terminal.join('\n');
    expect(shown).toMatch(/^✖ npm packages installed failed after \d+\.\d s:/);
    expect(shown).toContain('build line 1');
    expect(shown).toContain('build line 3');
    expect(shown).toContain(`Full log: ${log.file}`);
  });

  it('when start-up re-runs itself under the project node, the log keeps what the first run wrote', () => {
    const first = openStepLog(path.join(dir, 'start.log'));
    first.section('npm install');
    first.write('added 1334 packages\n');
    const continued = openStepLog(path.join(dir, 'start.log'), { append: true });
    continued.section('front-end builds');

    const written = readFileSync(first.file, 'utf8');
    expect(written).toMatch(/^CampusLoop start log/);
    expect(written).toContain('added 1334 packages\n');
    expect(written.indexOf('npm install')).toBeLessThan(written.indexOf('front-end builds'));
    expect(written.match(/CampusLoop start log/g)).toHaveLength(1);
  });

  it('when two steps run side by side, each line in the log is whole and names its step', async () => {
    const log = openStepLog(path.join(dir, 'start.log'));
    const builds = prefixedLog(log, 'front ends');
    const database = prefixedLog(log, 'database');

    await Promise.all([
      runLogged(process.execPath, noisy(200, 0), { log: builds }),
      runLogged(process.execPath, ['-e', "process.stdout.write('go: downloading\\nno newline at the end')"], {
        log: database,
      }),
    ]);

    const lines = readFileSync(log.file, 'utf8').split('\n').slice(1).filter(Boolean);
    expect(lines).toContain('front ends   │ build line 200');
    expect(lines).toContain('database     │ go: downloading');
    expect(lines).toContain('database     │ no newline at the end');
    expect(lines.filter((line) => !/^(front ends {3}|database {5})│ /.test(line))).toEqual([]);
  });

  it('when another step failed and cancels this one, it stops and says so without a failure report', async () => {
    const controller = new AbortController();
    const terminal: string[] = [];
    const running = step(
      'front ends built',
      () =>
        runLogged(process.execPath, ['-e', "console.log('webpack'); setTimeout(() => {}, 60000)"], {
          signal: controller.signal,
        }),
      { print: (line: string) => terminal.push(line), printError: (line: string) => terminal.push(line) },
    );
    setTimeout(() => controller.abort(), 200);

    await expect(running).resolves.toBe(false);
    expect(terminal).toEqual([
      expect.stringMatching(/^– front ends built: stopped after \d+\.\d s \(another step failed\)$/),
    ]);
  });

  it('when the command cannot be started, the step fails instead of throwing', async () => {
    const result = await runLogged(path.join(dir, 'no-such-command'), [], {});
    expect(result.code).toBe(1);
    expect(result.output).toContain('ENOENT');
  });
});

describe('npm start: one line per front-end build from Nx static output', () => {
  // The shape `nx run-many -t build --output-style=static` prints: each task's block once it finished.
  const nxOutput = `
 NX   Running target build for 3 projects:

- shell
- mfe-feed
- mfe-events

> nx run shell:build

> webpack -c shell/webpack.config.cjs --mode production

asset main.js 27 KiB [emitted]
shell (webpack 5.110.3) compiled successfully in 12634 ms

> nx run mfe-feed:build  [existing outputs match the cache, left as is]

mfe-feed (webpack 5.110.3) compiled successfully in 30211 ms

> nx run mfe-events:build

ERROR in ./src/app.tsx
Module not found: Error: Can't resolve './nowhere'
mfe-events (webpack 5.110.3) compiled with 1 error in 9034 ms
Warning: command "webpack -c mfe-events/webpack.config.cjs --mode production" exited with non-zero status code

 NX   Running target build for 3 projects failed

Failed tasks:

- mfe-events:build
`;

  it('reports each build with its time, a cache hit as cached, and keeps the failed build\u2019s output', () => {
    const lines: string[] = [];
    const tracker = createNxTaskTracker((task) => lines.push(formatTask(task)));

    for (const line of nxOutput.split('\n')) tracker.onLine(line);
    tracker.end();

    expect(lines).toEqual([
      expect.stringMatching(/^✓ build shell +12\.6 s$/),
      expect.stringMatching(/^✓ build mfe-feed +cached$/),
      expect.stringMatching(/^✖ build mfe-events +failed$/),
    ]);
    expect(tracker.failedOutput()).toContain("Can't resolve './nowhere'");
    expect(tracker.failedOutput()).not.toContain('asset main.js');
  });
});
