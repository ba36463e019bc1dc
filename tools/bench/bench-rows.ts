// The one row shape every benchmark reports to `npm run bench` (tools/bench/run-all.ts).
//
// A benchmark stays a standalone script (`npm run bench:<name>` keeps printing its own detailed
// output); at the end it calls `reportBenchRows(rows)`, which prints one machine-readable line
// (`BENCH_ROWS <json>`) that run-all.ts picks out of the child's stdout. Nothing else is shared, so
// a benchmark may spawn children, set hard limits and `process.exit` as it likes.
//
// A row is one number compared with its target, measured side by side in the same run:
//   { name: 'service-kit / node:http req/s', value: 0.61, target: '>= 0.55', met: true }
// - name:   what was compared, short and unique within the benchmark (the table prefixes the
//           benchmark's own name).
// - value:  the measured number (a ratio, ms, KiB...); NaN when it could not be measured.
// - unit:   optional, printed after the value ('ms', 'KiB', 'us'); ratios leave it out.
// - target: the target as a person reads it ('>= 0.55', '<= +2 ms', '<= 250 KiB'), or '' for a
//           number printed for context only.
// - met:    whether the value meets the target; rows without a target say true. A NaN value must
//           say false.

export interface BenchRow {
  name: string;
  value: number;
  unit?: string;
  target: string;
  met: boolean;
}

export const BENCH_ROWS_MARKER = 'BENCH_ROWS ';

/** A row for "value must be at least `min`". */
export function atLeast(name: string, value: number, min: number, unit?: string): BenchRow {
  return {
    name,
    value,
    ...(unit ? { unit } : {}),
    target: `>= ${min}${unit ? ` ${unit}` : ''}`,
    met: value >= min,
  };
}

/** A row for "value must be at most `max`". */
export function atMost(name: string, value: number, max: number, unit?: string): BenchRow {
  return {
    name,
    value,
    ...(unit ? { unit } : {}),
    target: `<= ${max}${unit ? ` ${unit}` : ''}`,
    met: value <= max,
  };
}

/** A row printed for context, with no target of its own. */
export function info(name: string, value: number, unit?: string): BenchRow {
  return { name, value, ...(unit ? { unit } : {}), target: '', met: true };
}

/** Call once at the end of a benchmark: prints the line run-all.ts collects. */
export function reportBenchRows(rows: BenchRow[]): void {
  process.stdout.write(`${BENCH_ROWS_MARKER}${JSON.stringify(rows)}\n`);
}

/** The rows found in a benchmark's stdout (every BENCH_ROWS line, in order). */
export function parseBenchRows(stdout: string): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const line of stdout.split('\n')) {
    if (!line.startsWith(BENCH_ROWS_MARKER)) continue;
    const parsed = JSON.parse(line.slice(BENCH_ROWS_MARKER.length), (_key, value: unknown) =>
      value === null ? Number.NaN : value,
    ) as BenchRow[];
    rows.push(...parsed);
  }
  return rows;
}
