import { routeCoverage } from '@campusloop/testing';
import { REVIEWS_CONTRACT_ROUTES, useReviewsTestKit } from '../testing/reviews-test-app';

const kit = useReviewsTestKit();

// /api/docs lists exactly what reviews serves: a route mounted without a contract, or a contract
// nothing mounts, fails here (the Express app's own route table, read back).
describe('the reviews routes and their contracts', () => {
  it('mounts every route of REVIEWS_ROUTES and no other public route', () => {
    expect(routeCoverage(kit.app(), REVIEWS_CONTRACT_ROUTES)).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });
});
