// `npm start`'s quiet output: one progress line per step on the terminal, every step's full output in a
// log file (named at the top), printed only when a step fails. CommonJS so jest can test it directly.
const { spawn } = require('node:child_process');
const { mkdirSync, openSync, writeSync } = require('node:fs');
const path = require('node:path');
const { stripVTControlCharacters } = require('node:util');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @typedef {{ file: string, write: (text: string) => void, section: (title: string) => void }} StepLog
 * @typedef {{ code: number, output: string, failureOutput?: string, cancelled?: boolean }} StepResult
 * @typedef {{ project: string, target: string, cached: boolean, failed: boolean, ms: number | null }} NxTask
 */

/**
 * A fresh log file (truncated each run; `append` continues the file, e.g. after a re-exec under another
 * node): `write(text)` appends, `section(title)` marks where a step starts.
 * @param {string} file
 * @param {{ append?: boolean }} [options]
 * @returns {StepLog}
 */
function openStepLog(file, { append = false } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  // One descriptor for the whole run, written synchronously: nothing is lost when start-up exits on a failure.
  const fd = openSync(file, append ? 'a' : 'w');
  const write = (text) => void writeSync(fd, text);
  if (!append) write(`CampusLoop start log, ${new Date().toISOString()}\n`);
  return { file, write, section: (title) => write(`\n━━ ${title} ━━\n`) };
}

/**
 * The same log for a step that runs beside others: whole lines only, each headed `<name> │ `, so the
 * outputs of parallel steps stay readable in one file. `flush()` writes a last unfinished line.
 * @param {StepLog} log
 * @param {string} name
 * @returns {StepLog & { flush: () => void }}
 */
function prefixedLog(log, name) {
  const prefix = `${name.padEnd(13)}│ `;
  let pending = '';
  const write = (text) => {
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    if (lines.length) log.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  };
  const flush = () => {
    if (pending) log.write(`${prefix}${pending}\n`);
    pending = '';
  };
  return { file: log.file, write, flush, section: (title) => log.section(`${name}: ${title}`) };
}

/**
 * Runs `command` with its whole output (stdout and stderr) going to `log` and `onLine`, and to the
 * terminal only when `echo`. Resolves `{ code, output }`; never rejects (a spawn error is code 1).
 * `signal` cancels it (SIGTERM): then the result says `cancelled: true`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, log?: StepLog & { flush?: () => void }, onLine?: (line: string) => void, echo?: boolean, signal?: AbortSignal }} [options]
 * @returns {Promise<StepResult>}
 */
function runLogged(command, args, { cwd, env, log, onLine, echo = false, signal } = {}) {
  return new Promise((resolve) => {
    let output = '';
    let pending = '';
    const take = (chunk) => {
      const text = chunk.toString();
      output += text;
      log?.write(text);
      if (echo) process.stdout.write(text);
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine?.(stripVTControlCharacters(line));
    };
    if (signal?.aborted) return resolve({ code: 1, output, cancelled: true });
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], ...(signal ? { signal } : {}) });
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', (error) => {
      if (signal?.aborted) return; // 'close' follows and reports the cancellation
      take(`${error.message}\n`);
      log?.flush?.();
      resolve({ code: 1, output });
    });
    child.once('close', (code) => {
      if (pending) onLine?.(stripVTControlCharacters(pending));
      log?.flush?.();
      resolve({ code: code ?? 1, output, ...(signal?.aborted ? { cancelled: true } : {}) });
    });
  });
}

/**
 * One step: prints `✓ <label>  <time>` when `run()` resolves `{ code: 0 }`; otherwise prints the step's
 * output and where the full log is, and resolves false. `print`/`printError` are the terminal.
 * @param {string} label
 * @param {() => Promise<StepResult>} run
 * @param {{ logFile?: string, print?: (line: string) => void, printError?: (line: string) => void }} [options]
 * @returns {Promise<boolean>}
 */
async function step(label, run, { logFile, print = console.log, printError = console.error } = {}) {
  const started = Date.now();
  const result = await run();
  if (result.code === 0) {
    print(`✓ ${label}  ${seconds(Date.now() - started)}`);
    return true;
  }
  if (result.cancelled) {
    // Another step failed and stopped this one: its output is not the problem.
    print(`– ${label}: stopped after ${seconds(Date.now() - started)} (another step failed)`);
    return false;
  }
  printError(`✖ ${label} failed after ${seconds(Date.now() - started)}:\n\n${result.failureOutput ?? result.output}`);
  if (logFile) printError(`\nFull log: ${logFile}`);
  return false;
}

const TASK_HEADER = /^> nx run (\S+?):(\S+)(.*)$/;
const SUMMARY = /^\s*NX\s{2,}/;
const WEBPACK_TIME = /compiled .* in (\d+) ms/;
const FAILED_IN_BLOCK = /exited with non-zero status code|compiled with \d+ errors?/;

/**
 * Reads `nx run-many --output-style=static` line by line. Nx prints a task's whole output in one block
 * when the task has finished, headed `> nx run <project>:<target>` (plus `[local cache]` or
 * `[existing outputs match the cache, left as is]` for a cache hit). `onTask` gets
 * `{ project, target, cached, failed, ms }` per finished task (`ms` from webpack's "compiled … in N ms",
 * null when the task printed no time); `failedOutput()` is the blocks of the failed tasks.
 * @param {(task: NxTask) => void} onTask
 */
function createNxTaskTracker(onTask) {
  const tasks = [];
  let current = null;
  const close = () => {
    if (!current) return;
    tasks.push(current);
    onTask({ project: current.project, target: current.target, cached: current.cached, failed: current.failed, ms: current.ms });
    current = null;
  };
  return {
    onLine(raw) {
      const line = stripVTControlCharacters(raw);
      const header = TASK_HEADER.exec(line);
      if (header) {
        close();
        current = {
          project: header[1],
          target: header[2],
          cached: /cache/.test(header[3]),
          failed: false,
          ms: null,
          lines: [line],
        };
        return;
      }
      if (SUMMARY.test(line)) {
        close();
        return;
      }
      if (!current) return;
      current.lines.push(line);
      const time = WEBPACK_TIME.exec(line);
      if (time) current.ms = Number(time[1]);
      if (FAILED_IN_BLOCK.test(line)) current.failed = true;
    },
    end: close,
    tasks: () => tasks,
    failedOutput: () =>
      tasks
        .filter((task) => task.failed)
        .map((task) => task.lines.join('\n'))
        .join('\n\n'),
  };
}

/**
 * `build shell            12.6 s` / `cached` / `failed`, padded so the times line up.
 * @param {NxTask} task
 */
function formatTask({ project, target, cached, failed, ms }, width = 24) {
  const what = `${target} ${project}`.padEnd(width);
  if (failed) return `✖ ${what}  failed`;
  if (cached) return `✓ ${what}  cached`;
  return `✓ ${what}  ${ms === null ? 'done' : seconds(ms)}`;
}

module.exports = { openStepLog, prefixedLog, runLogged, step, createNxTaskTracker, formatTask };
