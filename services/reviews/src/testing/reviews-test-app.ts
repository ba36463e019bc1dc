import { REVIEWS_PATHS, REVIEWS_ROUTES, apiPath, type CreateRatingRequest } from '@campusloop/contracts';
import {
  contractAssertion,
  createTestClock,
  useVerticalTestKit,
  type TestClock,
  type VerticalTestKit,
} from '@campusloop/testing';
import { createReviewsApp, type ReviewsApp, type ReviewsAppDeps } from '../app';

/** Every reviews route (libs/contracts): answers are checked against them, routes.test.ts compares the mounted ones. */
export const REVIEWS_CONTRACT_ROUTES = Object.values(REVIEWS_ROUTES);

const checkAnswer = contractAssertion(REVIEWS_CONTRACT_ROUTES);

export type ReviewsTestKit = VerticalTestKit<ReviewsApp> & {
  /** The service's clock (starts now; `advance`/`set` move it for the 6-month rules). */
  clock: TestClock;
};

export const ratingsPath = (universityId: string) => apiPath(REVIEWS_PATHS.ratings, { universityId });
export const ratingPath = (universityId: string, ratingId: string) =>
  apiPath(REVIEWS_PATHS.rating, { universityId, ratingId });
export const myRatingsPath = apiPath(REVIEWS_PATHS.mine);

/** A valid rating body; override what the test is about. */
export function ratingBody(overrides: Partial<CreateRatingRequest> = {}): CreateRatingRequest {
  return { academics: 4, placements: 3, campusLife: 5, hostel: 2, title: 'Good', body: 'Mostly good.', ...overrides };
}

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, a fake media
 * server over HTTP, tokens, personas, every answer checked against REVIEWS_ROUTES) around the real
 * app from createReviewsApp, with a test clock as its `now`.
 */
export function useReviewsTestKit(
  overrides: Partial<Omit<ReviewsAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
  /** `instances: 2`: two reviews apps on the one database (one clock), `call` alternating between them. */
  { instances = 1 }: { instances?: number } = {},
): ReviewsTestKit {
  const clock = createTestClock();
  const kit = useVerticalTestKit({
    name: 'reviews-test',
    logLevelEnv: 'REVIEWS_TEST_LOG_LEVEL',
    build: ({ mediaUrl: _mediaUrl, mediaClient, ...deps }) =>
      createReviewsApp({
        ...deps,
        media: mediaClient(),
        now: clock.now,
        ...overrides,
      }),
    init: (built) => built.store.init(),
    app: (built) => built.app,
    assertContract: (method, path, status, body) => {
      checkAnswer(method, path, status, body);
    },
    instances,
  });
  return Object.assign(kit, { clock });
}
