import { routeCoverage } from '@campusloop/testing';
import { MARKETPLACE_CONTRACT_ROUTES, useMarketplaceTestKit } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

// /api/docs lists exactly what marketplace serves: a route mounted without a contract, or a contract
// nothing mounts, fails here (the Express app's own route table, read back).
describe('the marketplace routes and their contracts', () => {
  it('mounts every route of MARKETPLACE_ROUTES and no other public route', () => {
    expect(routeCoverage(kit.app(), MARKETPLACE_CONTRACT_ROUTES)).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });
});
