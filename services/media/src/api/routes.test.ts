import { MEDIA_ROUTES } from '@campusloop/contracts';
import { routeCoverage } from '@campusloop/service-kit/testing';
import { useTestDatabase } from '@campusloop/testing';
import { startLocalStorage, startMediaTestApp } from '../testing/media-test-app';

const db = useTestDatabase();

// Issue 19: /api/docs lists exactly what media serves. A route mounted without a contract, or a
// contract nothing mounts, fails here (the Express app's own route table, read back). The local
// driver mounts every route (with S3 the bucket takes the PUT itself).
describe('the media routes and their contracts', () => {
  it('mounts every route of MEDIA_ROUTES and no other public route', async () => {
    const storage = await startLocalStorage();
    const t = await startMediaTestApp(db.connection(), storage.storage);
    try {
      expect(routeCoverage(t.app, Object.values(MEDIA_ROUTES))).toEqual({
        withoutContract: [],
        withoutRoute: [],
      });
    } finally {
      await t.close();
      await storage.close();
    }
  });
});
