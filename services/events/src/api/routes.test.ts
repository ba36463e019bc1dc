import { EVENT_ROUTES } from '@campusloop/contracts';
import { routeCoverage } from '@campusloop/service-kit/testing';
import { useEventsTestKit } from '../testing/events-test-kit';

const kit = useEventsTestKit();

// Issue 19: /api/docs lists exactly what events serves. A route mounted without a contract, or a
// contract nothing mounts, fails here (the Express app's own route table, read back).
describe('the events routes and their contracts', () => {
  it('mounts every route of EVENT_ROUTES and no other public route', () => {
    expect(routeCoverage(kit.app(), Object.values(EVENT_ROUTES))).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });
});
