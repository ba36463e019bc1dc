// npm run soak [-- --minutes N] — the soak of issue 31. Starts the composed stack as `npm start` does (ports
// shifted by SOAK_OFFSET, default 27000; a throw-away data dir; every service and the gateway with the
// inspector on a free loopback port, so the soak can ask each for its heap after a full GC), signs
// SOAK_USERS students up (default 3), then drives the main journeys through the gateway for SOAK_MINUTES
// (default 10; `--minutes` wins; access tokens are renewed as they near expiry, so any length works) and
// prints requests, errors, p50/p99 per route and every process's memory slopes. Pass: 0 errors and every
// judged slope (RSS lows, heap after GC) under SOAK_RSS_SLOPE_KIB_PER_MINUTE (default 1024 KiB/min, see
// tools/reliability/README.md). Loopback only; bounded (the run plus 10 minutes), stops the stack on exit
// and on Ctrl-C.
import { runWithStack, type RunningStack } from '../bench/with-stack';
import { signUpStudents } from '../reliability/students';
import { stackProcesses } from '../reliability/stack-processes';
import { connectHeapProbe, INSPECT_NODE_OPTIONS, inspectorUrlIn, type HeapProbe } from './heap-probe';
import { formatSoakReport, growingProcesses, runSoak } from './run-soak';

const flag = process.argv.indexOf('--minutes');
const MINUTES = Number(flag >= 0 ? process.argv[flag + 1] : (process.env['SOAK_MINUTES'] ?? 10));
const OFFSET = Number(process.env['SOAK_OFFSET'] ?? 27_000);
const USERS = Number(process.env['SOAK_USERS'] ?? 3);
const SLOPE_LIMIT = Number(process.env['SOAK_RSS_SLOPE_KIB_PER_MINUTE'] ?? 1024);
const HARD_LIMIT_MS = (MINUTES + 10) * 60_000;

/** Each process's inspector URL, from the line it prints when it starts. */
const inspectors = new Map<string, string>();

async function main(stack: RunningStack): Promise<boolean> {
  const { discoverServices } = await import('../dev-stack/stack.mjs');
  const names = Array.from({ length: USERS }, (_, index) => `soak${index + 1}`);
  const campus = await signUpStudents(stack.urls.api, stack.urls.inbox.replace(/\/$/, ''), names, `soak${Date.now().toString(36)}`);
  const processes = stackProcesses(stack.ports, discoverServices());
  const heapProbes = new Map<string, HeapProbe>();
  for (const { name } of processes) {
    const url = inspectors.get(name);
    if (url) heapProbes.set(name, await connectHeapProbe(url));
  }
  console.log(`soak: ${USERS} students signed in; heap after GC from ${heapProbes.size} processes; ${MINUTES} min of journeys...`);
  const report = await runSoak({
    apiUrl: stack.urls.api,
    universityId: campus.universityId,
    tokens: campus.tokens,
    refreshTokens: campus.refreshTokens,
    minutes: MINUTES,
    processes,
    heapProbes,
  });
  for (const probe of heapProbes.values()) probe.close();
  console.log(formatSoakReport(report, SLOPE_LIMIT).join('\n'));
  const growing = growingProcesses(report, SLOPE_LIMIT);
  const pass = report.errors.length === 0 && growing.length === 0;
  console.log(
    pass
      ? 'soak: pass (0 errors, no process grows)'
      : `soak: FAIL (${report.errors.length} errors${growing.length ? `; growing: ${growing.join(', ')}` : ''})`,
  );
  return pass;
}

if (!(MINUTES > 0)) {
  console.error(`soak: --minutes must be above 0, not ${String(MINUTES)}`);
  process.exit(1);
}
runWithStack(
  {
    name: 'soak',
    offset: OFFSET,
    hardLimitMs: HARD_LIMIT_MS,
    env: { NODE_OPTIONS: [process.env['NODE_OPTIONS'], INSPECT_NODE_OPTIONS].filter(Boolean).join(' ') },
    onLine: (name, line) => {
      const url = inspectorUrlIn(line);
      if (url) inspectors.set(name, url);
    },
  },
  main,
);
