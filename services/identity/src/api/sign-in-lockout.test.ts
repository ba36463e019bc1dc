import request from 'supertest';
import { AUTH_MESSAGES } from '@campusloop/contracts';
import { throughGateway } from '@campusloop/testing';
import { knownDevices } from '../domain/auth/known-devices';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';
import { DEVICE_COOKIE_NAME } from './device-cookie';

// Issue 34, finding 2: nobody can keep an owner out of sign-in — not by asking for more codes (earlier
// codes stay valid), not by filling the address's shared hourly cap from other IPs (the owner's known
// browser has a bucket of its own), not by the shared cooldown.
const identity = useIdentityTestApp();

const OWNER_HOME = '203.0.113.50';
const OWNER_ELSEWHERE = '203.0.113.55';
const ATTACKERS = ['198.51.100.201', '198.51.100.202', '198.51.100.203', '198.51.100.204'];

/** The client address a request comes from, as the gateway vouches for it (service-kit's client-address proof). */
const from = (call: request.Test, ip: string | undefined) => (ip ? call.set(throughGateway(ip)) : call);
const withCookie = (call: request.Test, cookie: string | undefined) =>
  cookie ? call.set('Cookie', cookie) : call;

const requestOtp = (email: string, ip?: string, cookie?: string) =>
  withCookie(from(request(identity.app()).post('/api/v1/auth/request-otp'), ip), cookie).send({ email });
const verifyOtp = (email: string, otp: string, ip?: string, cookie?: string) =>
  withCookie(from(request(identity.app()).post('/api/v1/auth/verify-otp'), ip), cookie).send({ email, otp });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** `campusloop_device=<value>` from a verify-otp answer, as the browser sends it back. */
function deviceCookieOf(response: request.Response): string {
  const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const device = setCookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE_NAME}=`));
  if (!device) throw new Error(`no device cookie in ${JSON.stringify(setCookies)}`);
  return device.split(';')[0] as string;
}

/** Signs in from `ip` with whatever device cookie the browser has; returns the browser's device cookie after it. */
async function signInFrom(email: string, ip: string, cookie?: string): Promise<string> {
  await requestOtp(email, ip, cookie).expect(200);
  const signedIn = await verifyOtp(email, await identity.inbox().nextCodeFor(email), ip, cookie).expect(200);
  return deviceCookieOf(signedIn);
}

/** Codes for `email` from the four attacker IPs, each under its address + IP cap, until the address's shared hourly cap refuses. */
async function fillSharedCap(email: string): Promise<number> {
  let sent = 0;
  for (let round = 0; round < 10; round += 1) {
    for (const ip of ATTACKERS) {
      const answer = await requestOtp(email, ip);
      if (answer.status === 429) {
        expect(answer.body.message).toBe(AUTH_MESSAGES.tooManyCodes);
        return sent;
      }
      expect(answer.status).toBe(200);
      await identity.inbox().nextCodeFor(email); // the flood lands in the owner's inbox
      sent += 1;
    }
    identity.clock.advance(31_000);
  }
  throw new Error('the shared cap never filled');
}

describe('an owner cannot be locked out of sign-in by someone asking for codes', () => {
  it("when an attacker on four IPs fills the address's hourly cap, then the owner's known browser on a fifth IP still gets a code and signs in with it", async () => {
    const owner = uniqueEmail('owner');
    const device = await signInFrom(owner, OWNER_HOME);
    identity.clock.advance(31_000);

    const attackerSent = await fillSharedCap(owner);
    const unknownBrowser = await requestOtp(owner, OWNER_ELSEWHERE).expect(429);
    const knownBrowser = await requestOtp(owner, OWNER_ELSEWHERE, device).expect(200);
    const otp = await identity.inbox().nextCodeFor(owner);
    const signedIn = await verifyOtp(owner, otp, OWNER_ELSEWHERE, device).expect(200);

    expect(attackerSent).toBe(29); // 30 an hour from browsers the address does not know, the owner's first sign-in included
    expect(unknownBrowser.body.message).toBe(AUTH_MESSAGES.tooManyCodes);
    expect(Number(unknownBrowser.headers['retry-after'])).toBeGreaterThan(30 * 60);
    expect(knownBrowser.body).toMatchObject({ message: 'OTP sent', resendAfterSeconds: 30 });
    expect(signedIn.body.accessToken).toEqual(expect.any(String));
    // Still within the attacker's last 30 s: their sends did not start the owner's cooldown either.
  });

  it("a forged, altered, expired or someone else's device cookie counts as no cookie", async () => {
    const owner = uniqueEmail('forged-owner');
    const device = await signInFrom(owner, OWNER_HOME);
    const attackerAddress = uniqueEmail('attacker');
    const attackersOwn = await signInFrom(attackerAddress, ATTACKERS[0] as string);
    identity.clock.advance(31_000);
    await fillSharedCap(owner);

    const value = device.slice(DEVICE_COOKIE_NAME.length + 1);
    const flipped = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    const otherSecret = knownDevices(
      'not-this-installation-secret-0123456789',
      identity.clock.now,
      3600,
    ).remember(undefined, owner);
    const forgeries = [
      `${DEVICE_COOKIE_NAME}=${otherSecret}`,
      `${DEVICE_COOKIE_NAME}=${flipped}`,
      attackersOwn, // valid, but for the attacker's own address
      `${DEVICE_COOKIE_NAME}=%E0%A4%A`,
    ];
    const answers = [];
    for (const forged of forgeries) answers.push((await requestOtp(owner, OWNER_ELSEWHERE, forged)).status);

    expect(answers).toEqual([429, 429, 429, 429]);
    await requestOtp(owner, OWNER_ELSEWHERE, device).expect(200);
    identity.clock.advance(180 * 24 * 60 * 60 * 1000); // the cookie expires after 180 days
    await fillSharedCap(owner);
    await requestOtp(owner, OWNER_ELSEWHERE, device).expect(429);
  });

  it('a known browser has a cap of its own too (10 codes an hour)', async () => {
    const owner = uniqueEmail('busy-owner');
    const device = await signInFrom(owner, OWNER_HOME);
    const answers = [];
    for (let ask = 0; ask < 11; ask += 1) {
      identity.clock.advance(31_000);
      answers.push((await requestOtp(owner, OWNER_HOME, device)).status);
    }

    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });

  it('the device cookie is HttpOnly, SameSite=Strict, scoped to /api/v1/auth, Secure where the app is https, and kept for 180 days', async () => {
    const email = uniqueEmail('cookie');
    const secureApp = identity.appWith({ cookieSecure: true });
    await request(secureApp).post('/api/v1/auth/request-otp').send({ email }).expect(200);
    const signedIn = await request(secureApp)
      .post('/api/v1/auth/verify-otp')
      .send({ email, otp: await identity.inbox().nextCodeFor(email) })
      .expect(200);

    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith(`${DEVICE_COOKIE_NAME}=`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/v1\/auth(;|$)/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Max-Age=15552000/);
    expect(cookie).not.toContain(email.split('@')[0]);
  });
});

describe('codes already sent stay valid until they expire', () => {
  it('when a second code is sent, then the first one still signs in', async () => {
    const email = uniqueEmail('first-code');
    await requestOtp(email).expect(200);
    const first = await identity.inbox().nextCodeFor(email);
    identity.clock.advance(31_000);
    await requestOtp(email).expect(200);
    await identity.inbox().nextCodeFor(email);

    await verifyOtp(email, first).expect(200);
  });

  it("when someone else asks for a code for the owner's address, then the owner's code still works", async () => {
    const email = uniqueEmail('interrupted');
    await requestOtp(email, OWNER_HOME).expect(200);
    const owners = await identity.inbox().nextCodeFor(email);

    await requestOtp(email, ATTACKERS[0]).expect(200); // at once: the cooldown is per address and IP

    await verifyOtp(email, owners, OWNER_HOME).expect(200);
  });

  it('a successful sign-in burns every code of the address', async () => {
    const email = uniqueEmail('burn');
    const codes: string[] = [];
    for (let sent = 0; sent < 3; sent += 1) {
      await requestOtp(email).expect(200);
      codes.push(await identity.inbox().nextCodeFor(email));
      identity.clock.advance(31_000);
    }
    const [oldest, middle, newest] = codes as [string, string, string];

    await verifyOtp(email, middle).expect(200);

    const afterwards = [
      (await verifyOtp(email, oldest)).body.message,
      (await verifyOtp(email, newest)).body.message,
    ];
    expect(afterwards).toEqual([AUTH_MESSAGES.invalidOtp, AUTH_MESSAGES.invalidOtp]);
  });

  it("only the newest 3 codes from unknown browsers live; a known browser's code is never pushed out or guessed away by others", async () => {
    const owner = uniqueEmail('kept');
    const device = await signInFrom(owner, OWNER_HOME);
    identity.clock.advance(31_000);
    await requestOtp(owner, OWNER_ELSEWHERE, device).expect(200);
    const owners = await identity.inbox().nextCodeFor(owner);

    const flood: string[] = [];
    for (const ip of ATTACKERS) {
      await requestOtp(owner, ip).expect(200);
      flood.push(await identity.inbox().nextCodeFor(owner));
    }
    for (let guess = 0; guess < 10; guess += 1)
      await verifyOtp(owner, wrongCode(owners), ATTACKERS[guess % 2]).expect(400);

    expect(
      await identity
        .models()
        .otpChallenges.countDocuments({ subject: owner, voidedAt: null, consumedAt: null, deviceId: null }),
    ).toBeLessThanOrEqual(3);
    await verifyOtp(owner, owners, OWNER_ELSEWHERE, device).expect(200);
  });
});
