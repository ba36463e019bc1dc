import { REVIEWS_ROUTES } from '@campusloop/contracts';
import { createHttpMediaClient } from '@campusloop/service-kit';
import { contractAssertion, useVerticalTestKit, type VerticalTestKit } from '@campusloop/testing';
import { createReviewsApp, type ReviewsApp, type ReviewsAppDeps } from '../app';

/** Every reviews route (libs/contracts): answers are checked against them, routes.test.ts compares the mounted ones. */
export const REVIEWS_CONTRACT_ROUTES = Object.values(REVIEWS_ROUTES);

const checkAnswer = contractAssertion(REVIEWS_CONTRACT_ROUTES);

export type ReviewsTestKit = VerticalTestKit<ReviewsApp>;

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, a fake media
 * server over HTTP, tokens, personas, every answer checked against REVIEWS_ROUTES) around the
 * real app from createReviewsApp.
 */
export function useReviewsTestKit(
  overrides: Partial<Omit<ReviewsAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
): ReviewsTestKit {
  return useVerticalTestKit({
    name: 'reviews-test',
    logLevelEnv: 'REVIEWS_TEST_LOG_LEVEL',
    build: ({ mediaUrl, ...deps }) =>
      createReviewsApp({
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
