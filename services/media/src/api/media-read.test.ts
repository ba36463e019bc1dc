import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_MESSAGES } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { useTestDatabase } from '@campusloop/testing';
import { useMediaTestApp } from '../testing/media-test-app';
import { jpegWithGps, png } from '../testing/test-images';
import { putChunked, putUpload } from '../testing/upload-client';
import { uploadFlow } from '../testing/upload-flow';

const db = useTestDatabase();
const media = useMediaTestApp(() => db.connection());
const flow = uploadFlow(() => media.app);

describe('GET /api/v1/media/<key> (local driver)', () => {
  it('when an uploaded image is read, it is served with immutable cache headers and revalidates with 304', async () => {
    const { ticket } = await flow.upload(newId(), 'POST', await jpegWithGps(), 'image/jpeg');

    const response = await flow.api().get(`/api/v1/media/${ticket.key}`);
    const revalidated = await flow.api().get(`/api/v1/media/${ticket.key}`).set('If-None-Match', response.headers['etag'] ?? '');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await sharp(response.body as Buffer).metadata()).exif).toBeUndefined();
    expect(revalidated.status).toBe(304);
  });

  it('when the storage root lies under a dot folder (npm start keeps data in .data/), the image is still served', async () => {
    const bytes = await png();
    const { ticket } = await flow.upload(newId(), 'POST', bytes, 'image/png');

    const response = await flow.api().get(`/api/v1/media/${ticket.key}`);

    expect(media.storage.dir.split(path.sep)).toContain('.data');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect((await sharp(response.body as Buffer).metadata()).width).toBeGreaterThan(0);
  });

  it('when a key was only presigned (no bytes yet), it is not served', async () => {
    const ticket = await flow.presignOk(newId(), { context: 'POST', contentType: 'image/png', size: 100 });

    const response = await flow.api().get(`/api/v1/media/${ticket.key}`);

    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Image not found' });
  });

  it.each(['post/..%2F..%2Fetc%2Fpasswd', 'post/abc.jpg', 'nothing'])('when the key is not a media key (%s), then 404', async (key) => {
    expect((await flow.api().get(`/api/v1/media/${key}`)).status).toBe(404);
  });
});

describe('PUT /api/v1/uploads/blob/<key> (local driver)', () => {
  it('when the same URL is used again after a successful upload, then 409 and the image is unchanged', async () => {
    const bytes = await png();
    const { ticket } = await flow.upload(newId(), 'POST', bytes, 'image/png');
    const before = (await flow.api().get(`/api/v1/media/${ticket.key}`)).body as Buffer;

    const again = await putUpload(media.app.absolute(ticket.uploadUrl), ticket, bytes);

    expect(again.status).toBe(409);
    expect(JSON.parse(again.text).message).toBe(MEDIA_MESSAGES.uploadAlreadyCompleted);
    expect(((await flow.api().get(`/api/v1/media/${ticket.key}`)).body as Buffer).equals(before)).toBe(true);
  });

  it('when the stream ends before the declared size, then 400 and nothing is stored', async () => {
    const bytes = await png();
    const ticket = await flow.presignOk(newId(), { context: 'POST', contentType: 'image/png', size: bytes.length + 500 });

    const response = await putChunked(media.app.absolute(ticket.uploadUrl), ticket.headers, bytes, bytes.length);

    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).message).toBe(MEDIA_MESSAGES.sizeMismatch);
    expect(await media.storage.storedObjects()).not.toContainEqual(expect.stringContaining(ticket.key));
  });

  it('when a declared-size stream is a valid image, chunked transfer works too', async () => {
    const bytes = await png();
    const ticket = await flow.presignOk(newId(), { context: 'POST', contentType: 'image/png', size: bytes.length });

    const response = await putChunked(media.app.absolute(ticket.uploadUrl), ticket.headers, bytes, bytes.length);

    expect(response.status).toBe(204);
    expect((await flow.api().get(`/api/v1/media/${ticket.key}`)).status).toBe(200);
  });

  it('when the key in the URL was not presigned, then 403', async () => {
    const bytes = await png();
    const ticket = await flow.presignOk(newId(), { context: 'POST', contentType: 'image/png', size: bytes.length });
    const otherKey = `post/${newId()}.png`;

    const response = await putUpload(media.app.absolute(ticket.uploadUrl.replace(ticket.key, otherKey)), ticket, bytes);

    expect(response.status).toBe(403);
    expect(JSON.parse(response.text).message).toBe(MEDIA_MESSAGES.uploadUrlInvalid);
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await flow.api().get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await flow.api().get('/readyz')).status).toBe(200);
  });
});
