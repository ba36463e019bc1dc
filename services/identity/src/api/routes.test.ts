import { IDENTITY_ROUTES } from '@campusloop/contracts';
import { routeCoverage } from '@campusloop/service-kit/testing';
import { useIdentityTestApp } from '../testing/identity-test-app';

const t = useIdentityTestApp();

// Issue 19: /api/docs lists exactly what identity serves. A route mounted without a contract, or a
// contract nothing mounts, fails here (the Express app's own route table, read back).
describe('the identity routes and their contracts', () => {
  it('mounts every route of IDENTITY_ROUTES and no other public route', () => {
    expect(routeCoverage(t.app(), Object.values(IDENTITY_ROUTES))).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });
});
