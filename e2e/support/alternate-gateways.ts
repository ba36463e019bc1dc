import { test, type BrowserContextOptions } from '@playwright/test';
import { GATEWAYS_ENV } from './global-setup-scaled';

let testsSoFar = 0;
/** The gateway port of each browser a running test opened, by test id. */
const gatewaysUsed = new Map<string, string[]>();

/**
 * For the scaled e2e run (playwright.scaled.config.ts): every browser a test opens — the `page`
 * fixture's and each `browser.newContext()` of a second or third student — opens the app on the next
 * gateway in turn, starting one further along for each test. So the journeys alternate between gateway
 * 1 and gateway 2, and the students of one journey sit on different gateways, as behind a load balancer
 * that does not stick. The spec itself is unchanged: its `baseURL`-relative `page.goto('/…')` land on
 * whichever gateway its browser was given. Each test notes its browsers' gateways (annotation `gateways`).
 * Call it at the top level of a `*.scaled.ts` file: its hooks hold for every test the file loads.
 */
export function alternateGateways(): void {
  test.beforeEach(async ({ browser, baseURL }, testInfo) => {
    const gateways = (process.env[GATEWAYS_ENV] ?? '').split(',').filter(Boolean);
    if (gateways.length < 2) throw new Error(`${GATEWAYS_ENV} names fewer than two gateways: is this the scaled config?`);
    let next = testsSoFar;
    testsSoFar += 1;
    const used: string[] = [];
    gatewaysUsed.set(testInfo.testId, used);
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options: BrowserContextOptions = {}) => {
      // A spec that names its own origin keeps it; the config's default (gateway 1) is what rotates.
      const own = options.baseURL !== undefined && options.baseURL !== baseURL;
      const gateway = own ? (options.baseURL as string) : (gateways[next++ % gateways.length] as string);
      used.push(new URL(gateway).port);
      return newContext({ ...options, baseURL: gateway });
    };
  });

  test.afterEach(async ({ browser }, testInfo) => {
    // The method again from Browser's prototype.
    Reflect.deleteProperty(browser, 'newContext');
    const used = gatewaysUsed.get(testInfo.testId) ?? [];
    gatewaysUsed.delete(testInfo.testId);
    testInfo.annotations.push({
      type: 'gateways',
      description: used.length ? `browsers on gateway ports ${used.join(', ')}` : 'no browser opened',
    });
  });
}
