import { createSecretKey } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { createTestAuth } from '../testing/create-test-auth';
import { createTokenVerifier } from './token-verifier';

describe('createTokenVerifier', () => {
  const auth = createTestAuth();

  it('accepts a token identity would mint and returns the caller', async () => {
    const token = await auth.mintAccessToken({ sub: 'user_000001', name: 'Ada', universityId: 'uni_0000001' });

    const user = await auth.verifier.verify(token);

    expect(user).toEqual({
      id: 'user_000001',
      audience: 'UNIVERSITY_STUDENT',
      universityId: 'uni_0000001',
      universityVerified: true,
      userType: 'VERIFIED',
      name: 'Ada',
      avatarUrl: null,
      universityName: 'Test University',
      profileComplete: true,
    });
  });

  const rejections: Array<[string, () => Promise<string>]> = [
    ['an expired token', () => auth.mintExpiredToken()],
    ['a token with typ JWT instead of at+jwt', () => auth.mintAccessToken({}, { header: { typ: 'JWT' } })],
    ['a token for another audience', () => auth.mintAccessToken({}, { audience: 'someone-else' })],
    ['a token from another issuer', () => auth.mintAccessToken({}, { issuer: 'evil' })],
    [
      'an HS256 token (algorithm confusion)',
      () =>
        new SignJWT({ ...auth.jwks.keys[0] })
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
          .setSubject('user_000001')
          .setIssuer('campusloop-identity')
          .setAudience('campusloop-api')
          .setExpirationTime('5m')
          .sign(createSecretKey(Buffer.from('a-shared-secret-of-sufficient-length!!'))),
    ],
    ['a token signed by another key', () => createTestAuth().mintAccessToken()],
    ['a token missing claims', async () => (await auth.mintAccessToken({ profileComplete: 'yes' as unknown as boolean }))],
    ['garbage', async () => 'not.a.jwt'],
  ];

  it.each(rejections)('rejects %s with 401 "Session expired. Please log in again."', async (_name, makeToken) => {
    const token = await makeToken();

    await expect(auth.verifier.verify(token)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Session expired. Please log in again.',
    });
  });

  it('fetches keys from identity\'s JWKS URL', async () => {
    // A stand-in for identity's GET /internal/jwks: the network edge of another service.
    const identity = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(auth.jwks));
    });
    await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
    const { port } = identity.address() as AddressInfo;
    try {
      const verifier = createTokenVerifier({ jwksUrl: `http://127.0.0.1:${port}/internal/jwks` });

      const user = await verifier.verify(await auth.mintAccessToken({ sub: 'user_remote1' }));

      expect(user.id).toBe('user_remote1');
    } finally {
      identity.closeAllConnections();
      await new Promise((resolve) => identity.close(resolve));
    }
  });
});
