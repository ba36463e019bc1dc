import type { IncomingMessage } from 'node:http';
import type { TokenVerifier } from '@campusloop/service-kit';
import { createTestAuth } from '@campusloop/service-kit/testing';
import { createCallerAccount } from './caller-account';

/** Identity's real verifier (test keys), counting how often a signature is checked. */
function countingVerifier(): { verifier: TokenVerifier; checks: () => number; auth: ReturnType<typeof createTestAuth> } {
  const auth = createTestAuth();
  let checks = 0;
  return {
    auth,
    checks: () => checks,
    verifier: {
      verify: (token) => {
        checks += 1;
        return auth.verifier.verify(token);
      },
    },
  };
}

const withBearer = (authorization: string) => ({ headers: { authorization } }) as IncomingMessage;

describe('the caller account of a request (per-account rate limits)', () => {
  it('when a page fires several requests at once with a new token, then its signature is checked once for all of them', async () => {
    const { verifier, checks, auth } = countingVerifier();
    const callerAccount = createCallerAccount(verifier);
    const bearer = await auth.bearer({ sub: 'Student0001' });

    const accounts = await Promise.all(Array.from({ length: 5 }, () => callerAccount(withBearer(bearer))));
    const later = await callerAccount(withBearer(bearer));

    expect(accounts).toEqual(Array(5).fill('Student0001'));
    expect(later).toBe('Student0001');
    expect(checks()).toBe(1);
  });

  it('when concurrent requests carry a forged token, then it is checked once and picks no account', async () => {
    const { verifier, checks } = countingVerifier();
    const callerAccount = createCallerAccount(verifier);
    const forged = `Bearer ${await createTestAuth().mintAccessToken({ sub: 'Student0002' })}`;

    const accounts = await Promise.all(Array.from({ length: 3 }, () => callerAccount(withBearer(forged))));

    expect(accounts).toEqual([undefined, undefined, undefined]);
    expect(checks()).toBe(1);
  });
});
