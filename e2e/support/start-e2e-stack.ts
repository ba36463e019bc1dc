import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT_OFFSET } from './e2e-env';

export interface E2eStack {
  /** The gateways' base URLs (one per instance; the first is E2E_BASE_URL). */
  gateways: string[];
  /** Stops the stack, removes its data and fails if any service logged an unhandled error. */
  teardown(): Promise<void>;
}

/**
 * Starts the composed stack exactly as `npm start` does (tools/dev-stack), on ports shifted by
 * E2E_PORT_OFFSET and a throw-away data dir laid out like `npm start`'s (`<temp>/.data`), with
 * `instances` of every service and of the gateway (`npm start -- --instances 2`). The log guard
 * (tools/dev-stack/log-guard.cjs) reads every line the services print: if any logged an unhandled
 * error (pino level >= 50, e.g. 'request failed' for a 500), the teardown fails the run and names
 * service, route and request id — a 500 on a journey is a red build even if the page looked fine.
 */
export async function startE2eStack({ instances }: { instances: number }): Promise<E2eStack> {
  // tools/ holds the plain Node scripts `npm start` runs: e2e must start the stack with that very code.
  const { startStack, DATA_FOLDER } = (await import('@campusloop/tools/dev-stack/stack.mjs')) as {
    startStack: (options: object) => Promise<{ stop: () => Promise<void>; urls: { gateways: string[] } }>;
    DATA_FOLDER: string;
  };
  const { createLogGuard } = (await import('@campusloop/tools/dev-stack/log-guard.cjs')) as {
    createLogGuard: () => {
      onLine: (service: string, line: string) => void;
      failureMessage: () => string | null;
    };
  };
  const guard = createLogGuard();
  // With several instances the gateways probe every instance's /readyz twice a second; on a loaded machine a
  // probe may answer 503 (its database ping over 2 s), which takes that instance out of rotation: what the
  // probe is for, not a request of a user that failed. Those lines are counted and printed, not failures.
  let slowReadiness = 0;
  const onLine = (service: string, line: string) => {
    if (line.includes('"path":"/readyz"') && line.includes('"msg":"request failed"')) slowReadiness += 1;
    else guard.onLine(service, line);
  };
  // The data lives in a dot folder as on `npm start` (<workspace>/.data): a path check that refuses dot
  // folders (issue 17: every image was a 404) fails here too.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'campusloop-e2e-'));
  const dataDir = path.join(scratch, DATA_FOLDER);
  // Specs that publish front-end releases (deploy-remotes) write to <dataDir>/releases, which this stack's gateway reads.
  process.env['CAMPUSLOOP_E2E_DATA_DIR'] = dataDir;
  // Every e2e request comes from 127.0.0.1, like a campus behind one NAT address: the stack runs with its
  // default limits (signed-in traffic counted per account, sign-in codes strict per address and
  // generous per IP), so the suite signs its users in the way a campus would, without lifting any.
  const stack = await startStack({
    dataDir,
    offset: E2E_PORT_OFFSET,
    instances,
    quiet: !process.env['E2E_VERBOSE'],
    onLine,
  });
  return {
    gateways: stack.urls.gateways,
    async teardown() {
      await stack.stop();
      rmSync(scratch, { recursive: true, force: true });
      if (slowReadiness) console.log(`e2e stack: ${slowReadiness} readiness probe(s) answered 503 (database ping over 2 s)`);
      const failure = guard.failureMessage();
      if (failure) throw new Error(`e2e log guard: ${failure}`);
    },
  };
}
