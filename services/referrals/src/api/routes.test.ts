import { routeCoverage } from '@campusloop/testing';
import { REFERRALS_CONTRACT_ROUTES, useReferralsTestKit } from '../testing/referrals-test-app';

const kit = useReferralsTestKit();

// /api/docs lists exactly what referrals serves: a route mounted without a contract, or a contract
// nothing mounts, fails here (the Express app's own route table, read back).
describe('the referrals routes and their contracts', () => {
  it('mounts every route of REFERRALS_ROUTES and no other public route', () => {
    expect(routeCoverage(kit.app(), REFERRALS_CONTRACT_ROUTES)).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });
});
