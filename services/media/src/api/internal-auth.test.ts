import request from 'supertest';
import { SESSION_REVOKED_EVENT, errorBodySchema, mediaAttachResponseSchema } from '@campusloop/contracts';
import { createServiceAuth, newId } from '@campusloop/service-kit';
import { serviceAuthorization, useTestDatabase } from '@campusloop/testing';
import { useMediaTestApp } from '../testing/media-test-app';
import { png } from '../testing/test-images';
import { uploadFlow } from '../testing/upload-flow';

const db = useTestDatabase();
const media = useMediaTestApp(() => db.connection());
const flow = uploadFlow(() => media.app);

describe("media's /internal routes trust a service token, not the network (issue 17, finding 8d)", () => {
  it.each([
    ['no credentials', async () => undefined],
    ['a user access token', async () => `Bearer ${await media.app.auth.mintAccessToken()}`],
    ['a token of another installation', () => createServiceAuth({ service: 'feed', secret: 'another-installation-secret-0123456789' }).authorization()],
  ])('when someone attaches an upload with %s, then 401 and the upload stays unattached', async (_name, header) => {
    const userId = newId();
    const { descriptor } = await flow.upload(userId, 'POST', await png(), 'image/png');
    const body = { userId, context: 'POST', referenceId: newId(), descriptors: [descriptor] };
    const value = await header();

    const call = request(media.app.baseUrl).post('/internal/uploads/attach');
    const refused = await (value ? call.set('authorization', value) : call).send(body);

    expect(refused.status).toBe(401);
    expect(errorBodySchema.parse(refused.body)).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Service authentication required.' });
    const attached = await flow.attach(body);
    expect(attached.status).toBe(200);
    expect(mediaAttachResponseSchema.parse(attached.body).items).toHaveLength(1);
  });
});

describe('a signed-out session cannot upload (issue 17, finding 2)', () => {
  it('when identity reports the session revoked, then presign with its token answers 401', async () => {
    const sid = newId();
    const userId = newId();
    const token = `Bearer ${await media.app.auth.mintAccessToken({ sub: userId, sid })}`;
    const presign = () =>
      request(media.app.baseUrl).post('/api/v1/uploads/presign').set('authorization', token).send({ context: 'POST', contentType: 'image/png', size: 1024 });
    expect((await presign()).status).toBe(200);

    const revokedAt = new Date();
    const delivered = await request(media.app.baseUrl)
      .post('/internal/events/sessions')
      .set('authorization', await serviceAuthorization('identity'))
      .send({
        id: newId(),
        type: SESSION_REVOKED_EVENT,
        payload: { sessionId: sid, userId, revokedAt: revokedAt.toISOString(), keepUntil: new Date(revokedAt.getTime() + 16 * 60_000).toISOString() },
        occurredAt: revokedAt.toISOString(),
      });
    expect(delivered.status).toBe(204);

    const refused = await presign();
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Session expired. Please log in again.' });
  });
});
