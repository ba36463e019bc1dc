import { newId } from '@campusloop/service-kit';
import { useTestDatabase } from '@campusloop/testing';
import { useMediaTestApp } from '../testing/media-test-app';
import { png } from '../testing/test-images';
import { uploadFlow } from '../testing/upload-flow';
import { sweepAbandonedUploads } from './sweep-abandoned-uploads';

const db = useTestDatabase();
const media = useMediaTestApp(() => db.connection());
const flow = uploadFlow(() => media.app);
const HOUR = 60 * 60 * 1000;

describe('sweepAbandonedUploads', () => {
  it('when uploads were never attached for 24 hours, they are deleted; attached and recent ones stay', async () => {
    const userId = newId();
    const abandoned = await flow.upload(userId, 'POST', await png(), 'image/png');
    const neverSent = await flow.presignOk(userId, { context: 'POST', contentType: 'image/png', size: 100 });
    const used = await flow.upload(userId, 'EVENT', await png(), 'image/png');
    await flow.attach({ userId, context: 'EVENT', referenceId: newId(), descriptors: [used.descriptor] });
    media.app.clock.advance(23 * HOUR);
    const recent = await flow.upload(userId, 'COMMUNITY', await png(), 'image/png');
    media.app.clock.advance(1 * HOUR + 1000);

    const removed = await sweepAbandonedUploads(media.app.deps);

    expect(removed).toBe(2);
    const left = await media.app.deps.uploads.find({ userId }).lean();
    expect(left.map((upload) => upload.key).sort()).toEqual([used.ticket.key, recent.ticket.key].sort());
    expect((await flow.api().get(`/api/v1/media/${abandoned.ticket.key}`)).status).toBe(404);
    expect((await flow.api().get(`/api/v1/media/${used.ticket.key}`)).status).toBe(200);
    expect((await media.storage.storedObjects()).some((object) => object.includes(abandoned.ticket.key) || object.includes(neverSent.key))).toBe(false);
  });

  it('when nothing is old enough, nothing is removed', async () => {
    media.app.clock.reset();
    await flow.upload(newId(), 'POST', await png(), 'image/png');

    expect(await sweepAbandonedUploads(media.app.deps)).toBe(0);
  });
});
