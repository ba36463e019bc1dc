import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { errorBodySchema, refreshResponseSchema } from '@campusloop/contracts';
import { createTokenVerifier } from '@campusloop/service-kit';
import { serviceAuthorization, testServiceAuth } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const refresh = (token: string) => request(identity.app()).post('/api/v1/auth/refresh-token').set('Authorization', `Bearer ${token}`);
const me = (accessToken: string) => request(identity.app()).get('/api/v1/users/me').set('Authorization', `Bearer ${accessToken}`);
const cookieNamed = (cookies: string[], name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`));
const setCookies = (response: request.Response) => ([] as string[]).concat(response.headers['set-cookie'] ?? []);

describe('access tokens', () => {
  it('are EdDSA JWTs (typ at+jwt) for 15 minutes with the claims services need', async () => {
    const { accessToken } = await identity.signIn(uniqueEmail('claims'));

    const header = decodeProtectedHeader(accessToken);
    const claims = decodeJwt(accessToken);

    expect(header).toEqual({ alg: 'EdDSA', typ: 'at+jwt', kid: identity.signingKey().kid });
    expect(claims).toMatchObject({
      iss: 'campusloop-identity',
      aud: 'campusloop-api',
      audience: null,
      universityId: null,
      universityVerified: false,
      userType: 'VERIFIED',
      name: '',
      avatarUrl: null,
      universityName: null,
      profileComplete: false,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    expect(typeof claims.sub).toBe('string');
    expect(typeof claims.sid).toBe('string');
  });

  it('verify in another service through GET /internal/jwks over HTTP (service-kit verifier)', async () => {
    const { accessToken } = await identity.signIn(uniqueEmail('jwks'));
    const server = identity.app().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const verifier = createTokenVerifier({ jwksUrl: `http://127.0.0.1:${port}/internal/jwks`, fetch: testServiceAuth('feed').fetch });

      const user = await verifier.verify(accessToken);

      expect(user).toMatchObject({ id: decodeJwt(accessToken).sub, userType: 'VERIFIED', universityVerified: false });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('GET /internal/jwks publishes only the public key', async () => {
    const response = await request(identity.app()).get('/internal/jwks').set('authorization', await serviceAuthorization('feed')).expect(200);

    expect(response.body).toEqual({ keys: [{ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: identity.signingKey().kid, alg: 'EdDSA', use: 'sig' }] });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('/users/me refuses a missing, forged or refresh token with 401', async () => {
    const { refreshToken, accessToken } = await identity.signIn(uniqueEmail('forged'));
    const [head, body] = accessToken.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...decodeJwt(accessToken), universityVerified: true })).toString('base64url');

    await request(identity.app()).get('/api/v1/users/me').expect(401);
    await me(`${head}.${forgedBody}.${accessToken.split('.')[2]}`).expect(401);
    await me(refreshToken).expect(401);
    const response = await me(`${head}.${body}.AAAA`).expect(401);
    expect(response.body.message).toBe('Session expired. Please log in again.');
  });
});

describe('refresh tokens', () => {
  it('are 256-bit opaque strings, stored only as hashes', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('opaque'));

    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await identity.models().refreshTokens.find({}).lean();
    expect(JSON.stringify(stored)).not.toContain(refreshToken);
  });

  it('when a refresh token is used, then a new pair comes back and the old token is spent', async () => {
    const first = await identity.signIn(uniqueEmail('rotate'));
    identity.clock.advance(60_000);

    const rotated = refreshResponseSchema.parse((await refresh(first.refreshToken).expect(200)).body);

    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(rotated.accessToken).not.toBe(first.accessToken);
    await me(rotated.accessToken).expect(200);
    const again = refreshResponseSchema.parse((await refresh(rotated.refreshToken).expect(200)).body);
    expect(again.refreshToken).not.toBe(rotated.refreshToken);
  });

  it('when two tabs refresh with the same token at once, then both get the same new pair', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('two-tabs'));

    const [tabA, tabB] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);

    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabB.body).toEqual(tabA.body);
    await refresh(tabA.body.refreshToken).expect(200);
  });

  it('a token presented again within the 5 s grace answers the same pair; the session lives on', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('grace'));
    const first = await refresh(refreshToken).expect(200);

    identity.clock.advance(4_000);
    const second = await refresh(refreshToken).expect(200);

    expect(second.body).toEqual(first.body);
    await refresh(first.body.refreshToken).expect(200);
  });

  it('when a spent token is replayed after the grace, then the whole session is revoked', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('stolen'));
    const legit = await refresh(refreshToken).expect(200);

    identity.clock.advance(6_000);
    const replay = await refresh(refreshToken).expect(401);

    expect(errorBodySchema.parse(replay.body)).toMatchObject({ status: 401, message: 'Session expired. Please log in again.' });
    await refresh(legit.body.refreshToken).expect(401);
    const family = await identity.models().refreshFamilies.findOne({ userId: decodeJwt(legit.body.accessToken).sub }).lean();
    expect(family).toMatchObject({ revokedReason: 'REUSE' });
  });

  it('a session ends 30 days after sign-in however often it is refreshed', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('long'));
    const day = 24 * 3600;
    let current = refreshToken;
    for (let refreshes = 0; refreshes < 9; refreshes += 1) {
      identity.clock.advance(3 * day * 1000);
      current = (await refresh(current).expect(200)).body.refreshToken;
    }
    identity.clock.advance((3 * day - 1) * 1000);
    current = (await refresh(current).expect(200)).body.refreshToken;

    identity.clock.advance(1_000);
    await refresh(current).expect(401);
  });

  it('the new access token carries the user as they are now', async () => {
    const { refreshToken, accessToken } = await identity.signIn(uniqueEmail('renamed'));
    await me(accessToken).expect(200);
    await request(identity.app()).patch('/api/v1/users/me').set('Authorization', `Bearer ${accessToken}`).send({ name: 'Meera Iyer' }).expect(200);

    const rotated = await refresh(refreshToken).expect(200);

    expect(decodeJwt(rotated.body.accessToken).name).toBe('Meera Iyer');
  });

  it.each([
    ['no token', undefined],
    ['an access token', 'access'],
    ['garbage', 'not-a-token'],
    ['an unknown token of the right shape', 'A'.repeat(43)],
  ])('refresh with %s → 401', async (_label, kind) => {
    const { accessToken } = await identity.signIn(uniqueEmail('bad-refresh'));
    const call = request(identity.app()).post('/api/v1/auth/refresh-token');
    if (kind) call.set('Authorization', `Bearer ${kind === 'access' ? accessToken : kind}`);

    const response = await call.expect(401);

    expect(errorBodySchema.parse(response.body).message).toBe('Session expired. Please log in again.');
  });
});

describe('the refresh cookie', () => {
  it('is set HttpOnly, SameSite=Strict, on /api/v1/auth, not Secure on plain-http development', async () => {
    const { cookies, refreshToken } = await identity.signIn(uniqueEmail('cookie'));

    const cookie = cookieNamed(cookies, 'campusloop_refresh') as string;

    expect(cookie).toContain(`campusloop_refresh=${refreshToken}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/v1\/auth/);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('is Secure when COOKIE_SECURE is on', async () => {
    const secureApp = identity.appWith({ cookieSecure: true });
    const email = uniqueEmail('secure');
    await request(secureApp).post('/api/v1/auth/request-otp').send({ email }).expect(200);
    const otp = await identity.inbox().nextCodeFor(email);

    const response = await request(secureApp).post('/api/v1/auth/verify-otp').send({ email, otp }).expect(200);

    expect(cookieNamed(setCookies(response), 'campusloop_refresh')).toMatch(/; Secure/);
  });

  it('alone is enough to refresh, and the rotated token comes back in a new cookie', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('cookie-only'));

    const response = await request(identity.app())
      .post('/api/v1/auth/refresh-token')
      .set('Cookie', `other=1; campusloop_refresh=${refreshToken}`)
      .expect(200);

    expect(cookieNamed(setCookies(response), 'campusloop_refresh')).toContain(`campusloop_refresh=${response.body.refreshToken}`);
  });

  it('is cleared when refreshing fails', async () => {
    const response = await request(identity.app()).post('/api/v1/auth/refresh-token').set('Cookie', `campusloop_refresh=${'B'.repeat(43)}`).expect(401);

    expect(cookieNamed(setCookies(response), 'campusloop_refresh')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('logout', () => {
  it('with the refresh token as bearer revokes the session', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('bye'));

    await request(identity.app()).post('/api/v1/auth/logout').set('Authorization', `Bearer ${refreshToken}`).expect(204);

    await refresh(refreshToken).expect(401);
  });

  it('with the access token as bearer (as every call carries it) revokes that session', async () => {
    const { refreshToken, accessToken } = await identity.signIn(uniqueEmail('bye-access'));

    await request(identity.app()).post('/api/v1/auth/logout').set('Authorization', `Bearer ${accessToken}`).expect(204);

    await refresh(refreshToken).expect(401);
  });

  it('with the cookie revokes the session and clears the cookie', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('bye-cookie'));

    const response = await request(identity.app()).post('/api/v1/auth/logout').set('Cookie', `campusloop_refresh=${refreshToken}`).expect(204);

    expect(cookieNamed(setCookies(response), 'campusloop_refresh')).toMatch(/Expires=Thu, 01 Jan 1970/);
    await refresh(refreshToken).expect(401);
  });

  it('revokes only that session, not the same user on another device', async () => {
    const email = uniqueEmail('two-devices');
    const laptop = await identity.signIn(email);
    identity.clock.advance(31_000);
    const phone = await identity.signIn(email);

    await request(identity.app()).post('/api/v1/auth/logout').set('Authorization', `Bearer ${laptop.refreshToken}`).expect(204);

    await refresh(phone.refreshToken).expect(200);
  });

  it('answers 204 whatever it is given', async () => {
    await request(identity.app()).post('/api/v1/auth/logout').expect(204);
    await request(identity.app()).post('/api/v1/auth/logout').set('Authorization', 'Bearer nonsense').expect(204);
  });
});
