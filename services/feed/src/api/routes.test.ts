import { FEED_ROUTES } from '@campusloop/contracts';
import { routeCoverage } from '@campusloop/service-kit/testing';
import { useFeedTestKit } from '../testing/feed-test-kit';

const kit = useFeedTestKit();

// Issue 19: /api/docs lists exactly what the feed serves. A route mounted without a contract, or a
// contract nothing mounts, fails here (the Express app's own route table, read back).
describe('the feed routes and their contracts', () => {
  it('mounts every route of FEED_ROUTES and no other public route', () => {
    expect(routeCoverage(kit.app(), Object.values(FEED_ROUTES))).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });
});
