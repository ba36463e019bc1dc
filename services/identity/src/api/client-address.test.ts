import request from 'supertest';
import { AUTH_MESSAGES } from '@campusloop/contracts';
import { throughGateway } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

// Issue 34, finding 4: identity trusted X-Forwarded-For from any loopback peer, so a local process
// could reset its per-IP code-failure counts by changing the header. Only the gateway's signed
// client address (service-kit's client-address proof) may name another address than the socket's.
const identity = useIdentityTestApp();
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the address identity counts code failures by', () => {
  it('when a local process forges X-Forwarded-For after 5 wrong codes, then the right code is still refused: it is the same caller', async () => {
    const email = uniqueEmail('local-guesser');
    await request(identity.app()).post('/api/v1/auth/request-otp').send({ email }).expect(200);
    const otp = await identity.inbox().nextCodeFor(email);
    const verify = (code: string, forwardedFor: string) =>
      request(identity.app())
        .post('/api/v1/auth/verify-otp')
        .set('X-Forwarded-For', forwardedFor)
        .send({ email, otp: code });

    for (let attempt = 0; attempt < 5; attempt += 1) await verify(wrongCode(otp), '198.51.100.66').expect(400);
    const fromAnotherForgedAddress = await verify(otp, '203.0.113.10');

    expect(fromAnotherForgedAddress.status).toBe(400);
    expect(fromAnotherForgedAddress.body.message).toBe(AUTH_MESSAGES.invalidOtp);
  });

  it('when a local process changes X-Forwarded-For on every wrong code, then its failures add up against its own address until 429', async () => {
    const tight = identity.appWith({ limits: { otpFailuresPerIpPerBurstWindow: 3 } });
    const spray = (headers: Record<string, string>) =>
      request(tight).post('/api/v1/auth/verify-otp').set(headers).send({ email: uniqueEmail('sprayed'), otp: '123456' });

    const forged = [];
    for (let attempt = 0; attempt < 4; attempt += 1) forged.push((await spray({ 'x-forwarded-for': `198.51.100.${attempt + 1}` })).status);
    const vouchedByGateway = await spray(throughGateway('203.0.113.61'));

    expect(forged).toEqual([400, 400, 400, 429]);
    // A client the gateway vouches for is counted by its own address, not the local socket's.
    expect(vouchedByGateway.status).toBe(400);
  });
});
