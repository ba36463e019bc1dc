// npm run soak [-- --minutes N] — the soak of issue 31. Starts the composed stack as `npm start` does (ports
// shifted by SOAK_OFFSET, default 27000; a throw-away data dir), signs SOAK_USERS students up (default 3),
// then drives the main journeys through the gateway for SOAK_MINUTES (default 10; `--minutes` wins) and
// prints requests, errors, p50/p99 per route and the RSS slope of every stack process. Pass: 0 errors and
// every slope under SOAK_RSS_SLOPE_KIB_PER_MINUTE (default 1024 KiB/min, see tools/reliability/README.md).
// Loopback only; bounded (the run plus 10 minutes), stops the stack on exit and on Ctrl-C.
import { runWithStack, type RunningStack } from '../bench/with-stack';
import { signUpStudents } from '../reliability/students';
import { stackProcesses } from '../reliability/stack-processes';
import { formatSoakReport, runSoak } from './run-soak';

const flag = process.argv.indexOf('--minutes');
const MINUTES = Number(flag >= 0 ? process.argv[flag + 1] : (process.env['SOAK_MINUTES'] ?? 10));
const OFFSET = Number(process.env['SOAK_OFFSET'] ?? 27_000);
const USERS = Number(process.env['SOAK_USERS'] ?? 3);
const SLOPE_LIMIT = Number(process.env['SOAK_RSS_SLOPE_KIB_PER_MINUTE'] ?? 1024);
const HARD_LIMIT_MS = (MINUTES + 10) * 60_000;

async function main(stack: RunningStack): Promise<boolean> {
  const { discoverServices } = await import('../dev-stack/stack.mjs');
  const names = Array.from({ length: USERS }, (_, index) => `soak${index + 1}`);
  const campus = await signUpStudents(stack.urls.api, stack.urls.inbox.replace(/\/$/, ''), names, `soak${Date.now().toString(36)}`);
  console.log(`soak: ${USERS} students signed in; ${MINUTES} min of journeys...`);
  const report = await runSoak({
    apiUrl: stack.urls.api,
    universityId: campus.universityId,
    tokens: campus.tokens,
    minutes: MINUTES,
    processes: stackProcesses(stack.ports, discoverServices()),
  });
  console.log(formatSoakReport(report, SLOPE_LIMIT).join('\n'));
  const growing = report.memory.filter((entry) => entry.slopeKiBPerMinute >= SLOPE_LIMIT);
  const pass = report.errors.length === 0 && growing.length === 0;
  console.log(
    pass
      ? 'soak: pass (0 errors, no process grows)'
      : `soak: FAIL (${report.errors.length} errors${growing.length ? `; growing: ${growing.map((entry) => entry.name).join(', ')}` : ''})`,
  );
  return pass;
}

// Access tokens live 15 minutes and the virtual users do not refresh theirs (yet): a longer run ends in 401s.
if (!(MINUTES > 0 && MINUTES <= 14)) {
  console.error(`soak: --minutes must be above 0 and at most 14, not ${String(MINUTES)}`);
  process.exit(1);
}
runWithStack({ name: 'soak', offset: OFFSET, hardLimitMs: HARD_LIMIT_MS }, main);
