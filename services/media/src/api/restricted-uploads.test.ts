import request from 'supertest';
import { ACCOUNT_RESTRICTION_EVENT, MODERATION_MESSAGES, errorBodySchema } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { serviceAuthorization, useTestDatabase } from '@campusloop/testing';
import { useMediaTestApp } from '../testing/media-test-app';

const db = useTestDatabase();
const media = useMediaTestApp(() => db.connection());

async function restriction(userId: string, restrictedUntil: string | null) {
  const changedAt = new Date().toISOString();
  return request(media.app.baseUrl)
    .post('/internal/events/sessions')
    .set('authorization', await serviceAuthorization('identity'))
    .send({ id: newId(), type: ACCOUNT_RESTRICTION_EVENT, payload: { userId, restrictedUntil, changedAt }, occurredAt: changedAt });
}

describe('a restricted account cannot upload (issue 28, spec §8 Account Restricted)', () => {
  it("when identity reports the restriction, presign answers 403 with the spec text; after the lift it works again", async () => {
    const userId = newId();
    const token = `Bearer ${await media.app.auth.mintAccessToken({ sub: userId })}`;
    const presign = () =>
      request(media.app.baseUrl).post('/api/v1/uploads/presign').set('authorization', token).send({ context: 'POST', contentType: 'image/png', size: 1024 });
    expect((await presign()).status).toBe(200);

    expect((await restriction(userId, new Date(Date.now() + 3600_000).toISOString())).status).toBe(204);
    const refused = await presign();
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body)).toMatchObject({ status: 403, code: 'FORBIDDEN', message: MODERATION_MESSAGES.accountRestricted });

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await restriction(userId, null)).status).toBe(204);
    expect((await presign()).status).toBe(200);
  });
});
