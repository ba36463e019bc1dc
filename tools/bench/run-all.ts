// npm run bench [-- <name> ...] — runs the benchmarks that finish in a few minutes, one after the
// other (never in parallel: they measure side by side within themselves, and two at once would
// disturb each other), then prints one table of every ratio against its target.
//
// Adding a benchmark: append an entry to BENCHES below. Its script is run as its own process
// (`node --import tsx <script>`), its output is passed through, and it reports its rows at the end
// with `reportBenchRows(rows)` from ./bench-rows.ts (the row interface is documented there:
// `{ name, value, unit?, target, met }`). A benchmark that exits non-zero or reports no rows shows
// as a failed row, and `npm run bench` exits 1.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BENCH_ROWS_MARKER, parseBenchRows, type BenchRow } from './bench-rows';

interface BenchEntry {
  /** Short name, used in the table and to pick benchmarks on the command line. */
  name: string;
  /** Path from the repository root. */
  script: string;
  args?: string[];
  env?: Record<string, string>;
}

/** The benchmarks `npm run bench` runs, in order. */
const BENCHES: BenchEntry[] = [
  { name: 'gateway', script: 'tools/bench/gateway-bench.ts' },
  // Quick variant (~1-2 min): 10k vs 1k posts; `npm run bench:feed` is the full 100k run.
  {
    name: 'feed',
    script: 'tools/bench/feed-bench.ts',
    env: { BENCH_FEED_LARGE: '10000', BENCH_BUDGET_SECONDS: '40' },
  },
  // Front ends on the wire in Chromium (landing, dashboard with every tab, copies of the shared
  // libraries, cache policy, LCP, repeat visit); ~1 min.
  { name: 'js-budget', script: 'tools/bench/js-budget.ts' },
  // LCP of the landing and of the dashboard with Home on an emulated phone, beside unthrottled; ~1-2 min.
  { name: 'mobile', script: 'tools/bench/mobile-bench.ts' },
];

const ROOT = path.resolve(__dirname, '../..');

interface BenchResult {
  entry: BenchEntry;
  rows: BenchRow[];
  exitCode: number | null;
  seconds: number;
}

function runBench(entry: BenchEntry): Promise<BenchResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, entry.script), ...(entry.args ?? [])],
      {
        cwd: ROOT,
        env: { ...process.env, ...entry.env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    let pending = '';
    // Passed through line by line, without the machine-readable BENCH_ROWS line.
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      stdout += text;
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (!line.startsWith(BENCH_ROWS_MARKER)) process.stdout.write(`${line}\n`);
    });
    const stopChild = () => child.kill('SIGTERM');
    process.once('SIGINT', stopChild);
    child.once('close', (exitCode) => {
      process.off('SIGINT', stopChild);
      resolve({ entry, rows: parseBenchRows(stdout), exitCode, seconds: (Date.now() - started) / 1000 });
    });
  });
}

function formatValue(row: BenchRow): string {
  if (!Number.isFinite(row.value)) return 'n/a';
  const digits = Math.abs(row.value) >= 100 ? 0 : 2;
  return `${row.value.toFixed(digits)}${row.unit ? ` ${row.unit}` : ''}`;
}

function printTable(results: BenchResult[]): void {
  const lines: string[][] = [['benchmark', 'measure', 'value', 'target', '']];
  for (const { entry, rows, exitCode, seconds } of results) {
    if (exitCode !== 0 || rows.length === 0) {
      lines.push([entry.name, `run failed (exit ${exitCode}, ${seconds.toFixed(0)} s)`, 'n/a', '', 'FAILED']);
    }
    for (const row of rows) {
      lines.push([
        entry.name,
        row.name,
        formatValue(row),
        row.target,
        row.target ? (row.met ? 'met' : 'MISSED') : '',
      ]);
    }
  }
  const widths =
    lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length))) ?? [];
  const render = (line: string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${'='.repeat(20)} benchmark summary ${'='.repeat(20)}`);
  console.log(render(lines[0] ?? []));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines.slice(1)) console.log(render(line));
}

async function main(): Promise<void> {
  const picked = process.argv.slice(2);
  const unknown = picked.filter((name) => !BENCHES.some((entry) => entry.name === name));
  if (unknown.length > 0) {
    console.error(
      `unknown benchmark(s): ${unknown.join(', ')}; known: ${BENCHES.map((entry) => entry.name).join(', ')}`,
    );
    process.exit(2);
  }
  const selected = picked.length > 0 ? BENCHES.filter((entry) => picked.includes(entry.name)) : BENCHES;
  const results: BenchResult[] = [];
  for (const entry of selected) {
    console.log(`\n${'-'.repeat(10)} ${entry.name}: ${entry.script} ${'-'.repeat(10)}`);
    results.push(await runBench(entry));
  }
  printTable(results);
  const failed = results.some((result) => result.exitCode !== 0 || result.rows.length === 0);
  process.exit(failed ? 1 : 0);
}

void main();
