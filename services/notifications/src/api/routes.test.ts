import { routeCoverage } from '@campusloop/testing';
import { NOTIFICATIONS_CONTRACT_ROUTES, useNotificationsTestKit } from '../testing/notifications-test-app';

const kit = useNotificationsTestKit();

// /api/docs lists exactly what notifications serves: a route mounted without a contract, or a contract
// nothing mounts, fails here (the Express app's own route table, read back).
describe('the notifications routes and their contracts', () => {
  it('mounts every route of NOTIFICATIONS_ROUTES and no other public route', () => {
    expect(routeCoverage(kit.app(), NOTIFICATIONS_CONTRACT_ROUTES)).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });
});
