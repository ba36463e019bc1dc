import { startE2eStack } from './start-e2e-stack';

/** Where the scaled run hands its gateways' base URLs to the workers (comma-separated, gateway 1 first). */
export const GATEWAYS_ENV = 'CAMPUSLOOP_E2E_GATEWAYS';

/**
 * The scaled e2e run's stack: two of every service and two gateways (`npm start -- --instances 2`),
 * with the same log guard as the main run (any unhandled server error fails the run).
 */
export default async function globalSetupScaled(): Promise<() => Promise<void>> {
  const stack = await startE2eStack({ instances: 2 });
  process.env[GATEWAYS_ENV] = stack.gateways.join(',');
  return stack.teardown;
}
