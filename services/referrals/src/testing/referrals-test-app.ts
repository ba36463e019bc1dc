import { REFERRALS_ROUTES } from '@campusloop/contracts';
import { createHttpMediaClient } from '@campusloop/service-kit';
import { contractAssertion, useVerticalTestKit, type VerticalTestKit } from '@campusloop/testing';
import { createReferralsApp, type ReferralsApp, type ReferralsAppDeps } from '../app';

/** Every referrals route (libs/contracts): answers are checked against them, routes.test.ts compares the mounted ones. */
export const REFERRALS_CONTRACT_ROUTES = Object.values(REFERRALS_ROUTES);

const checkAnswer = contractAssertion(REFERRALS_CONTRACT_ROUTES);

export type ReferralsTestKit = VerticalTestKit<ReferralsApp>;

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, a fake media
 * server over HTTP, tokens, personas, every answer checked against REFERRALS_ROUTES) around the
 * real app from createReferralsApp.
 */
export function useReferralsTestKit(
  overrides: Partial<Omit<ReferralsAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
): ReferralsTestKit {
  return useVerticalTestKit({
    name: 'referrals-test',
    logLevelEnv: 'REFERRALS_TEST_LOG_LEVEL',
    build: ({ mediaUrl, ...deps }) =>
      createReferralsApp({
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
