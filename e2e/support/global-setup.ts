import { startE2eStack } from './start-e2e-stack';

/**
 * The main e2e run's stack: one instance of everything (start-e2e-stack.ts: shifted ports, a
 * throw-away `.data`, and the log guard that fails the run on any unhandled server error).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startE2eStack({ instances: 1 });
  return stack.teardown;
}
