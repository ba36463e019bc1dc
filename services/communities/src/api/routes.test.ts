import { routeCoverage } from '@campusloop/testing';
import { COMMUNITIES_CONTRACT_ROUTES, useCommunitiesTestKit } from '../testing/communities-test-app';

const kit = useCommunitiesTestKit();

// /api/docs lists exactly what communities serves: a route mounted without a contract, or a contract
// nothing mounts, fails here (the Express app's own route table, read back).
describe('the communities routes and their contracts', () => {
  it('mounts every route of COMMUNITIES_ROUTES and no other public route', () => {
    expect(routeCoverage(kit.app(), COMMUNITIES_CONTRACT_ROUTES)).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });
});
