import { MEDIA_ROUTES } from '@campusloop/contracts';
import { routeCoverage } from '@campusloop/service-kit/testing';
import { useTestDatabase } from '@campusloop/testing';
import { useMediaTestApp } from '../testing/media-test-app';

const db = useTestDatabase();
const media = useMediaTestApp(() => db.connection());

// Issue 19: /api/docs lists exactly what media serves. A route mounted without a contract, or a
// contract nothing mounts, fails here (the Express app's own route table, read back). The local
// driver mounts every route (with S3 the bucket takes the PUT itself).
describe('the media routes and their contracts', () => {
  it('mounts every route of MEDIA_ROUTES and no other public route', () => {
    expect(routeCoverage(media.app.app, Object.values(MEDIA_ROUTES))).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });
});
