import { errorBodySchema, presignResponseSchema } from '@campusloop/contracts';
import { connectDatabase, createLogger, newId } from '@campusloop/service-kit';
import { useTestDatabase } from '@campusloop/testing';
import { startMediaTestApp, testPolicy, useMediaTestApp } from '../testing/media-test-app';
import { png } from '../testing/test-images';
import { uploadFlow } from '../testing/upload-flow';

const db = useTestDatabase();
const RATE_POLICY = testPolicy({ rateLimit: { limit: 5, windowMs: 60_000 } });
const media = useMediaTestApp(() => db.connection(), RATE_POLICY);
const flow = uploadFlow(() => media.app);

/** A second media instance on the same database (its own connection), same tokens, clock and storage. */
async function startTwin() {
  const connection = await connectDatabase({
    uri: process.env['MONGODB_URI'] as string,
    dbName: db.dbName(),
    logger: createLogger({ name: 'media-twin', level: 'silent' }),
  });
  const app = await startMediaTestApp(connection, media.storage.storage, RATE_POLICY, {
    auth: media.app.auth,
    clock: media.app.clock,
  });
  return {
    app,
    async close() {
      await app.close();
      await connection.close();
    },
  };
}

afterEach(() => media.app.clock.reset());

describe('POST /api/v1/uploads/presign', () => {
  it('when a signed-in user asks for a JPEG upload, they get a signed PUT URL valid for 15 minutes', async () => {
    const before = Date.now();

    const response = await flow.presign(newId(), { context: 'POST', contentType: 'image/jpeg', size: 2048, referenceId: null, isAnonymous: false });

    expect(response.status).toBe(200);
    const body = presignResponseSchema.parse(response.body);
    expect(body.key).toMatch(/^post\/[A-Za-z0-9_]{11}\.jpg$/);
    expect(body.uploadUrl).toMatch(new RegExp(`^/api/v1/uploads/blob/${body.key}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    expect(body.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    const lifetime = Date.parse(body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
  });

  it('when nobody is signed in, then 401 and nothing is reserved', async () => {
    const response = await flow.api().post('/api/v1/uploads/presign').send({ context: 'POST', contentType: 'image/jpeg', size: 10 });

    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(response.body).message).toBe('Session expired. Please log in again.');
  });

  it.each([
    [{ context: 'AVATAR' }, 'Invalid media context'],
    [{ contentType: 'image/gif' }, 'Invalid file type. Only JPEG, PNG, and WebP images are allowed'],
    [{ size: 7 * 1024 * 1024 + 1 }, 'File size exceeds 7MB limit'],
  ])('when the request has %o, then 400 with "%s"', async (change, message) => {
    const userId = newId();

    const response = await flow.presign(userId, { context: 'POST', contentType: 'image/png', size: 100, ...change });

    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body)).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await media.app.deps.uploads.countDocuments({ userId })).toBe(0);
  });

  it('when a draft is older than the draft window, it no longer counts towards the limit', async () => {
    const userId = newId();
    media.app.clock.set(new Date(Date.now() - 2 * 60 * 60 * 1000));
    await flow.presignOk(userId, { context: 'EVENT', contentType: 'image/png', size: 100 });
    media.app.clock.reset();

    const again = await flow.presign(userId, { context: 'EVENT', contentType: 'image/png', size: 100 });

    expect(again.status).toBe(200);
  });

  it('when drafts are for different references, each reference has its own limit', async () => {
    const userId = newId();
    await flow.presignOk(userId, { context: 'COMMUNITY', contentType: 'image/png', size: 100, referenceId: newId() });

    const other = await flow.presign(userId, { context: 'COMMUNITY', contentType: 'image/png', size: 100, referenceId: newId() });
    const sameAsNew = await flow.presign(userId, { context: 'COMMUNITY', contentType: 'image/png', size: 100, referenceId: null });

    expect(other.status).toBe(200);
    expect(sameAsNew.status).toBe(200);
  });

  // Once on this instance, once spread over it and a second media instance (own connection, same
  // database): the presign count is kept in the database, so the limit is one count for both.
  it.each([1, 2])('when a user presigns too often (over %i instance(s)), then 429 with Retry-After in the error shape, and other users are unaffected', async (instances) => {
    const twin = instances === 2 ? await startTwin() : undefined;
    const flows = twin ? [flow, uploadFlow(() => twin.app)] : [flow];
    const userId = newId();
    try {
      for (let index = 0; index < 5; index += 1) {
        await (flows[index % flows.length] as typeof flow).presign(userId, { context: 'RATING', contentType: 'image/png', size: 100, referenceId: newId() });
      }

      const limited = await (flows[flows.length - 1] as typeof flow).presign(userId, { context: 'RATING', contentType: 'image/png', size: 100, referenceId: newId() });
      const someoneElse = await flow.presign(newId(), { context: 'RATING', contentType: 'image/png', size: 100 });

      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorBodySchema.parse(limited.body)).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment before trying again.',
      });
      expect(someoneElse.status).toBe(200);
    } finally {
      await twin?.close();
    }
  });
});

describe('DELETE /api/v1/uploads/<key>', () => {
  it('when the uploader removes an unattached image, its slot is free again and its bytes are gone', async () => {
    const userId = newId();
    const { ticket } = await flow.upload(userId, 'PROFILE', await png(), 'image/png');

    const removed = await flow.api().delete(`/api/v1/uploads/${ticket.key}`).set('Authorization', await media.app.auth.bearer({ sub: userId }));
    const next = await flow.presign(userId, { context: 'PROFILE', contentType: 'image/png', size: 100 });

    expect(removed.status).toBe(204);
    expect(next.status).toBe(200);
    expect((await flow.api().get(`/api/v1/media/${ticket.key}`)).status).toBe(404);
  });

  it("when someone else tries to remove a user's upload, then 404 and it stays", async () => {
    const { ticket } = await flow.upload(newId(), 'POST', await png(), 'image/png');

    const removed = await flow.api().delete(`/api/v1/uploads/${ticket.key}`).set('Authorization', await media.app.auth.bearer());

    expect(removed.status).toBe(404);
    expect((await flow.api().get(`/api/v1/media/${ticket.key}`)).status).toBe(200);
  });

  it('when the image is already attached to content, then 409 and it stays', async () => {
    const userId = newId();
    const { ticket, descriptor } = await flow.upload(userId, 'POST', await png(), 'image/png');
    await flow.attach({ userId, context: 'POST', referenceId: newId(), descriptors: [descriptor] });

    const removed = await flow.api().delete(`/api/v1/uploads/${ticket.key}`).set('Authorization', await media.app.auth.bearer({ sub: userId }));

    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('This upload is already attached to other content');
  });
});
