import request from 'supertest';
import { errorBodySchema } from '@campusloop/contracts';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const MALFORMED = 'campusloop_refresh=%E0%A4%A';

describe('a refresh cookie that is not valid percent-encoding', () => {
  it('when it is presented to refresh-token, then 401 Session expired in the error shape (not a 500) and the cookie is cleared', async () => {
    const response = await request(identity.app()).post('/api/v1/auth/refresh-token').set('Cookie', MALFORMED);

    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(response.body)).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Session expired. Please log in again.' });
    expect(String(response.headers['set-cookie'])).toMatch(/campusloop_refresh=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('when it comes with a valid bearer refresh token, then the bearer token still refreshes', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('bad-cookie-bearer'));

    const response = await request(identity.app())
      .post('/api/v1/auth/refresh-token')
      .set('Authorization', `Bearer ${refreshToken}`)
      .set('Cookie', MALFORMED);

    expect(response.status).toBe(200);
  });

  it('when it is presented to logout, then 204 and the cookie is cleared', async () => {
    const response = await request(identity.app()).post('/api/v1/auth/logout').set('Cookie', MALFORMED);

    expect(response.status).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
