// The scaffold of every script that starts its own composed stack (bench:live, bench:rolling, soak): a
// throw-away data dir, the stack as `npm start` starts it on shifted ports, and whatever happens — the
// script ends, fails, hits its hard limit or gets Ctrl-C — the stack is stopped and the data dir removed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StackRunOptions {
  /** Printed in messages (`bench:live`). */
  name: string;
  /** Every port shifted by this (never the 0 of `npm start` or the e2e's 10000). */
  offset: number;
  /** Instances of every service and the gateway (default 1). */
  instances?: number;
  /** The whole run, stack start included, ends by then. */
  hardLimitMs: number;
  /** Extra environment of every service and the gateway (the soak's NODE_OPTIONS=--inspect). */
  env?: Record<string, string>;
  /** Every line a service or the gateway prints, by its name (`feed`, `gateway`). */
  onLine?: (name: string, line: string) => void;
}

/** What `startStack` answers (tools/dev-stack/stack.mjs). */
export interface RunningStack {
  urls: {
    app: string;
    api: string;
    inbox: string;
    gateways: string[];
    services: Record<string, string>;
    instances: Record<string, string[]>;
  };
  ports: Record<string, number>;
  instances: number;
  restart(name: string): Promise<void>;
}

/**
 * Starts the stack, runs `main` on it and exits: 0, or 1 when `main` answers false or throws.
 * Loopback only; bounded by `hardLimitMs`.
 */
export function runWithStack(options: StackRunOptions, main: (stack: RunningStack) => Promise<boolean | void>): void {
  let stop: () => Promise<void> = async () => undefined;
  const stopOnce = () => {
    const current = stop;
    stop = async () => undefined;
    return current();
  };
  const hardLimit = setTimeout(() => {
    console.error(`${options.name}: still running after ${options.hardLimitMs / 1000} s, giving up`);
    void stopOnce().finally(() => process.exit(1));
  }, options.hardLimitMs);
  hardLimit.unref();
  process.once('SIGINT', () => void stopOnce().finally(() => process.exit(130)));

  const run = async () => {
    const { startStack, DATA_FOLDER } = await import('../dev-stack/stack.mjs');
    const scratch = mkdtempSync(path.join(os.tmpdir(), `campusloop-${options.name.replace(/\W+/g, '-')}-`));
    stop = async () => rmSync(scratch, { recursive: true, force: true });
    const instances = options.instances ?? 1;
    console.log(`${options.name} — starting the stack as \`npm start${instances > 1 ? ` -- --instances ${instances}` : ''}\` does (ports +${options.offset})...`);
    const stack = (await startStack({
      dataDir: path.join(scratch, DATA_FOLDER),
      offset: options.offset,
      quiet: true,
      log: () => undefined,
      instances,
      ...(options.env ? { env: options.env } : {}),
      ...(options.onLine ? { onLine: options.onLine } : {}),
    })) as RunningStack & { stop(): Promise<void> };
    stop = async () => {
      await stack.stop();
      rmSync(scratch, { recursive: true, force: true });
    };
    return main(stack);
  };
  run()
    .then(async (result) => {
      await stopOnce();
      process.exit(result === false ? 1 : 0);
    })
    .catch(async (error: unknown) => {
      console.error(error);
      await stopOnce();
      process.exit(1);
    });
}
