import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** Installed by tools/api-check/install.sh (`.ci/run` runs it), pinned in tools/api-check/requirements.txt. */
export const SCHEMATHESIS = path.join(ROOT, '.tools/venv/bin/st');
/** Seed, budget, checks and phases of the run: committed, so every run sends the same cases. */
export const SCHEMATHESIS_CONFIG = path.join(ROOT, 'tools/api-check/schemathesis.toml');

export interface FuzzRun {
  exitCode: number;
  /** Requests sent (every interaction in the NDJSON report). */
  requests: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  operations: number;
  output: string;
}

/** Runs `st run` with the committed config plus `args`, stopped after `timeoutMs`; counts what it sent. */
export async function runSchemathesis(
  name: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<FuzzRun> {
  if (!existsSync(SCHEMATHESIS)) {
    throw new Error(
      `Schemathesis is not installed: run tools/api-check/install.sh (expected ${SCHEMATHESIS})`,
    );
  }
  const reportDir = path.join(ROOT, 'tmp/api-fuzz');
  mkdirSync(reportDir, { recursive: true });
  const report = path.join(reportDir, `${name}.ndjson`);
  rmSync(report, { force: true });
  const child = spawn(
    SCHEMATHESIS,
    [
      '--config-file',
      SCHEMATHESIS_CONFIG,
      '--no-color',
      'run',
      ...args,
      '--report',
      'ndjson',
      '--report-ndjson-path',
      report,
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  const exitCode = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  clearTimeout(timer);

  const statuses: Record<string, number> = {};
  const operations = new Set<string>();
  let requests = 0;
  if (existsSync(report)) {
    for (const line of readFileSync(report, 'utf8').split('\n')) {
      if (!line.includes('"ScenarioFinished"')) continue;
      const finished = (
        JSON.parse(line) as {
          ScenarioFinished: {
            label?: string;
            recorder?: {
              label?: string;
              interactions?: Record<string, { response?: { status_code?: number } | null }>;
            };
          };
        }
      ).ScenarioFinished;
      const interactions = Object.values(finished.recorder?.interactions ?? {});
      if (finished.recorder?.label) operations.add(finished.recorder.label);
      for (const interaction of interactions) {
        requests += 1;
        const status = String(interaction.response?.status_code ?? 'no answer');
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
  }
  return { exitCode, requests, statuses, operations: operations.size, output };
}
