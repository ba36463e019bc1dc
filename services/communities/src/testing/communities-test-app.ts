import { COMMUNITIES_ROUTES } from '@campusloop/contracts';
import { createHttpMediaClient } from '@campusloop/service-kit';
import { contractAssertion, useVerticalTestKit, type VerticalTestKit } from '@campusloop/testing';
import { createCommunitiesApp, type CommunitiesApp, type CommunitiesAppDeps } from '../app';

/** Every communities route (libs/contracts): answers are checked against them, routes.test.ts compares the mounted ones. */
export const COMMUNITIES_CONTRACT_ROUTES = Object.values(COMMUNITIES_ROUTES);

const checkAnswer = contractAssertion(COMMUNITIES_CONTRACT_ROUTES);

export type CommunitiesTestKit = VerticalTestKit<CommunitiesApp>;

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, a fake media
 * server over HTTP, tokens, personas, every answer checked against COMMUNITIES_ROUTES) around the
 * real app from createCommunitiesApp.
 */
export function useCommunitiesTestKit(
  overrides: Partial<Omit<CommunitiesAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
): CommunitiesTestKit {
  return useVerticalTestKit({
    name: 'communities-test',
    logLevelEnv: 'COMMUNITIES_TEST_LOG_LEVEL',
    build: ({ mediaUrl, ...deps }) =>
      createCommunitiesApp({
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
