// npm start's order of work (start-plan.mjs) with stand-in steps: which step waits for which, and what
// a failure stops. The steps are deferred promises the test settles, so no timing is assumed.
import { runStartPlan } from './start-plan.mjs';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

function plan() {
  const events: string[] = [];
  const frontEnds = deferred<boolean>();
  const database = deferred<boolean>();
  let buildSignal: AbortSignal | undefined;
  const stack = { stop: jest.fn(async () => void events.push('stack stopped')) };
  const result = runStartPlan({
    frontEnds: (signal) => {
      buildSignal = signal;
      events.push('builds started');
      return frontEnds.promise;
    },
    database: () => {
      events.push('database build started');
      return database.promise;
    },
    stack: async () => {
      events.push('stack started');
      return stack;
    },
    seed: async () => void events.push('seeded'),
  });
  return { events, frontEnds, database, stack, result, cancelled: () => buildSignal?.aborted ?? false };
}

describe('npm start: independent steps side by side', () => {
  it('builds the database beside the front ends, starts and seeds the stack before the builds end, and is ready only when both are done', async () => {
    const run = plan();
    await settle();
    expect(run.events).toEqual(['builds started', 'database build started']);

    run.database.resolve(true);
    await settle();
    expect(run.events).toEqual(['builds started', 'database build started', 'stack started', 'seeded']);

    let ready = false;
    void run.result.then(() => (ready = true));
    await settle();
    expect(ready).toBe(false);

    run.frontEnds.resolve(true);
    await expect(run.result).resolves.toBe(run.stack);
    expect(run.stack.stop).not.toHaveBeenCalled();
  });

  it('when a front-end build fails during the database build, start-up ends at once without waiting for the database', async () => {
    const run = plan();
    run.frontEnds.resolve(false);

    await expect(run.result).resolves.toBeNull();
    expect(run.events).not.toContain('stack started');
    run.database.resolve(true); // still building: it finishes on its own (and caches the binary)
  });

  it('when a front-end build fails while the stack runs, the stack is stopped', async () => {
    const run = plan();
    run.database.resolve(true);
    await settle();
    run.frontEnds.resolve(false);

    await expect(run.result).resolves.toBeNull();
    expect(run.events.at(-1)).toBe('stack stopped');
  });

  it('when the database binary cannot be built, the front-end builds are cancelled and the stack never starts', async () => {
    const run = plan();
    run.database.resolve(false);
    await settle();

    expect(run.cancelled()).toBe(true);
    run.frontEnds.resolve(false); // a cancelled build reports false
    await expect(run.result).resolves.toBeNull();
    expect(run.events).not.toContain('stack started');
  });
});
