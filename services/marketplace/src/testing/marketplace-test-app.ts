import { MARKETPLACE_ROUTES } from '@campusloop/contracts';
import { createHttpMediaClient } from '@campusloop/service-kit';
import { contractAssertion, useVerticalTestKit, type VerticalTestKit } from '@campusloop/testing';
import { createMarketplaceApp, type MarketplaceApp, type MarketplaceAppDeps } from '../app';

/** Every marketplace route (libs/contracts): answers are checked against them, routes.test.ts compares the mounted ones. */
export const MARKETPLACE_CONTRACT_ROUTES = Object.values(MARKETPLACE_ROUTES);

const checkAnswer = contractAssertion(MARKETPLACE_CONTRACT_ROUTES);

export type MarketplaceTestKit = VerticalTestKit<MarketplaceApp>;

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, a fake media
 * server over HTTP, tokens, personas, every answer checked against MARKETPLACE_ROUTES) around the
 * real app from createMarketplaceApp.
 */
export function useMarketplaceTestKit(
  overrides: Partial<Omit<MarketplaceAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
): MarketplaceTestKit {
  return useVerticalTestKit({
    name: 'marketplace-test',
    logLevelEnv: 'MARKETPLACE_TEST_LOG_LEVEL',
    build: ({ mediaUrl, ...deps }) =>
      createMarketplaceApp({
        ...deps,
        media: createHttpMediaClient({
          baseUrl: mediaUrl,
          timeoutMs: 2_000,
          passValidationErrors: true,
          fetch: deps.serviceAuth.fetch,
        }),
        ...overrides,
      }),
    init: (built) => built.store.init(),
    app: (built) => built.app,
    assertContract: (method, path, status, body) => {
      checkAnswer(method, path, status, body);
    },
  });
}
