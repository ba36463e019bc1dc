import request from 'supertest';
import {
  AUTH_MESSAGES,
  errorBodySchema,
  loginResponseSchema,
  requestOtpResponseSchema,
} from '@campusloop/contracts';
import { trusted, createSmtpMailer } from '@campusloop/service-kit';
import { freePort, throughGateway } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

// Once on one identity instance, once on two on the one database (requests alternate between them): the
// code limits, cooldowns and attempt counts are kept in the database, so they are one count for both.
describe.each([1, 2])('on %i instance(s) of identity', (instances) => {
  const identity = useIdentityTestApp({ instances });
  const requestOtp = (email: unknown, ip?: string) => {
    const call = request(identity.app()).post('/api/v1/auth/request-otp');
    if (ip) call.set(throughGateway(ip));
    return call.send({ email });
  };
  const verifyOtp = (email: string, otp: string, ip?: string) => {
    const call = request(identity.app()).post('/api/v1/auth/verify-otp');
    if (ip) call.set(throughGateway(ip));
    return call.send({ email, otp });
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('sign-in with a one-time code', () => {
    it('when a new address asks for a code and sends it back, then an account is created and tokens are issued', async () => {
      const email = uniqueEmail('newcomer');

      const sent = await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);
      const verified = await verifyOtp(email, otp).expect(200);

      expect(requestOtpResponseSchema.parse(sent.body)).toEqual({
        message: 'OTP sent',
        resendAfterSeconds: 30,
        expiresInSeconds: 600,
      });
      expect(otp).toMatch(/^\d{6}$/);
      const login = loginResponseSchema.parse(verified.body);
      expect(login).toMatchObject({
        tokenType: 'Bearer',
        expiresIn: 900,
        profileComplete: false,
        audience: null,
      });
      expect(verified.headers['cache-control']).toBe('no-store');
      const me = await request(identity.app())
        .get('/api/v1/users/me')
        .set('Authorization', `Bearer ${login.accessToken}`)
        .expect(200);
      expect(me.body).toMatchObject({ email, userType: 'VERIFIED', profileComplete: false });
    });

    it('when an existing account signs in again, then it is the same account', async () => {
      const email = uniqueEmail('returning');
      const first = await identity.signIn(email);
      identity.clock.advance(31_000);

      const second = await identity.signIn(email);

      const me = (token: string) =>
        request(identity.app()).get('/api/v1/users/me').set('Authorization', `Bearer ${token}`);
      expect((await me(second.accessToken)).body.id).toBe((await me(first.accessToken)).body.id);
      expect(await identity.models().users.countDocuments({ email })).toBe(1);
    });

    it('when the address is typed with capitals and spaces, then it is the same account', async () => {
      const email = uniqueEmail('casing');
      await requestOtp(`  ${email.toUpperCase()} `).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);

      await verifyOtp(email.toUpperCase(), otp).expect(200);

      expect(await identity.models().users.countDocuments({ email })).toBe(1);
    });

    it('answers a new and an existing address exactly alike, with the same mail', async () => {
      const existing = uniqueEmail('known');
      await identity.signIn(existing);
      identity.clock.advance(31_000);
      const unknown = uniqueEmail('unknown');

      const forExisting = await requestOtp(existing).expect(200);
      const forUnknown = await requestOtp(unknown).expect(200);

      expect(forUnknown.body).toEqual(forExisting.body);
      const headerNames = (headers: Record<string, unknown>) =>
        Object.keys(headers)
          .filter((name) => !['date', 'x-request-id', 'etag'].includes(name))
          .sort();
      expect(headerNames(forUnknown.headers)).toEqual(headerNames(forExisting.headers));
      const [mailToExisting, mailToUnknown] = [
        await identity.inbox().nextMailTo(existing),
        await identity.inbox().nextMailTo(unknown),
      ];
      expect(mailToUnknown.subject).toBe(mailToExisting.subject);
      expect(mailToUnknown.text?.replace(/\d{6}/, '######')).toBe(
        mailToExisting.text?.replace(/\d{6}/, '######'),
      );
    });

    it('does not look at accounts at all while sending a code (same work for new and existing addresses)', async () => {
      const existing = uniqueEmail('known-again');
      await identity.signIn(existing);
      identity.clock.advance(31_000);
      const touched: string[] = [];
      identity.connection().set('debug', (collection: string) => {
        touched.push(collection);
      });
      try {
        await requestOtp(existing).expect(200);
        await requestOtp(uniqueEmail('stranger')).expect(200);
      } finally {
        identity.connection().set('debug', false);
      }

      expect(touched.length).toBeGreaterThan(0);
      expect(touched).not.toContain('users');
    });

    it('sends the code as text and HTML, from the configured sender', async () => {
      const email = uniqueEmail('mail');
      await requestOtp(email).expect(200);

      const mail = await identity.inbox().nextMailTo(email);

      expect(mail.subject).toBe('Your CampusLoop sign-in code');
      expect(mail.from[0]).toEqual({ address: 'no-reply@campusloop.app', name: 'CampusLoop' });
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] as string;
      expect(mail.html).toContain(code);
      expect(mail.text).toContain('expires in 10 minutes');
    });
  });

  describe('request validation (spec §5 login e-mail, OTP)', () => {
    it.each([
      [{}, 'Email is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ email: 'a@b.c' }, 'Please enter a valid email address'],
      [{ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }, 'Email address is too long'],
    ])('request-otp %j → 400 %s', async (body, message) => {
      const response = await request(identity.app()).post('/api/v1/auth/request-otp').send(body).expect(400);

      expect(errorBodySchema.parse(response.body)).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        message,
        validationErrors: { email: message },
      });
    });

    it.each([['12345'], ['1234567'], ['12a456'], ['']])(
      'verify-otp with code %j → 400 asking for the full code',
      async (otp) => {
        const response = await verifyOtp(uniqueEmail(), otp).expect(400);

        expect(response.body).toMatchObject({
          message: 'Please enter the full 6-digit OTP.',
          validationErrors: { otp: 'Please enter the full 6-digit OTP.' },
        });
      },
    );

    it.each([
      ['request-otp', { email: { $gt: '' } }],
      ['verify-otp', { email: { $ne: null }, otp: { $regex: '.*' } }],
      ['verify-otp', { email: 'a@b.co', otp: { $gt: '' } }],
    ])('%s with operator payload %j → 400 and nothing matched', async (path, body) => {
      const response = await request(identity.app()).post(`/api/v1/auth/${path}`).send(body).expect(400);

      expect(errorBodySchema.parse(response.body).status).toBe(400);
      expect(response.body).not.toHaveProperty('accessToken');
    });

    it('refuses unknown fields', async () => {
      const response = await request(identity.app())
        .post('/api/v1/auth/request-otp')
        .send({ email: uniqueEmail(), admin: true })
        .expect(400);

      expect(response.body.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('code security', () => {
    it('stores only an HMAC of the code, never the code', async () => {
      const email = uniqueEmail('hashed');
      await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);

      const stored = await identity.models().otpChallenges.findOne({ subject: email }).lean();

      expect(stored?.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(stored)).not.toContain(otp);
    });

    it('when the code is 10 minutes old, then it no longer works', async () => {
      const email = uniqueEmail('late');
      await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);

      identity.clock.advance(600_000);
      const response = await verifyOtp(email, otp).expect(400);

      expect(response.body.message).toBe(AUTH_MESSAGES.invalidOtp);
    });

    it('a code just under 10 minutes old still works', async () => {
      const email = uniqueEmail('intime');
      await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);

      identity.clock.advance(599_000);

      await verifyOtp(email, otp).expect(200);
    });

    it('when a code was used, then it cannot be used again', async () => {
      const email = uniqueEmail('once');
      await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);
      await verifyOtp(email, otp).expect(200);

      const replay = await verifyOtp(email, otp).expect(400);

      expect(replay.body.message).toBe('Invalid or expired OTP. Please try again.');
    });

    it('when the same code is sent twice at once, then only one sign-in succeeds', async () => {
      const email = uniqueEmail('race');
      await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);

      const statuses = (
        await Promise.all([verifyOtp(email, otp), verifyOtp(email, otp), verifyOtp(email, otp)])
      ).map((r) => r.status);

      expect(statuses.sort()).toEqual([200, 400, 400]);
    });

    it('after 5 wrong codes from one IP the code no longer answers that IP, even the right one; from another IP it still works', async () => {
      const email = uniqueEmail('guesser');
      await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);

      for (let attempt = 0; attempt < 5; attempt += 1)
        await verifyOtp(email, wrongCode(otp), '198.51.100.66').expect(400);
      const sameIp = await verifyOtp(email, otp, '198.51.100.66').expect(400);

      expect(sameIp.body.message).toBe(AUTH_MESSAGES.invalidOtp);
      await verifyOtp(email, otp, '203.0.113.10').expect(200);
    });

    it('4 wrong codes leave the right one usable', async () => {
      const email = uniqueEmail('typo');
      await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);

      for (let attempt = 0; attempt < 4; attempt += 1) await verifyOtp(email, wrongCode(otp)).expect(400);

      await verifyOtp(email, otp).expect(200);
    });

    it('concurrent wrong guesses from one IP cannot exceed 5 checks of one code', async () => {
      const email = uniqueEmail('burst');
      await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);

      const statuses = (
        await Promise.all(Array.from({ length: 8 }, () => verifyOtp(email, wrongCode(otp), '198.51.100.77')))
      ).map((r) => r.status);

      expect(statuses).toEqual(Array(8).fill(400));
      const challenge = await identity.models().otpChallenges.findOne({ subject: email }).lean();
      const attemptKeys = Array.from(
        { length: 10 },
        (_, index) => `otp:${challenge?._id}:attempt:${index + 1}`,
      );
      expect(await identity.models().claims.countDocuments({ _id: trusted({ $in: attemptKeys }) })).toBe(5);
      await verifyOtp(email, otp, '198.51.100.77').expect(400);
    });

    it('after 10 wrong codes from several IPs the code is void for everyone', async () => {
      const email = uniqueEmail('swarm');
      await requestOtp(email).expect(200);
      const otp = await identity.inbox().nextCodeFor(email);

      for (let attempt = 0; attempt < 10; attempt += 1)
        await verifyOtp(email, wrongCode(otp), `198.51.100.${attempt % 2}`).expect(400);

      expect(
        (await identity.models().otpChallenges.findOne({ subject: email }).lean())?.voidedAt,
      ).toBeInstanceOf(Date);
      await verifyOtp(email, otp, '203.0.113.11').expect(400);
    });

    it("when someone sends 100 wrong codes for another person's address, then they are refused (429) and the owner still signs in", async () => {
      const victim = uniqueEmail('victim');
      const attacker = '198.51.100.99';

      const answers = [];
      for (let attempt = 0; attempt < 100; attempt += 1)
        answers.push((await verifyOtp(victim, '000000', attacker)).status);
      await requestOtp(victim, '203.0.113.20').expect(200);
      const otp = await identity.inbox().nextCodeFor(victim);

      expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(answers.slice(10)).toEqual(Array(90).fill(429));
      const stillRefused = await verifyOtp(victim, otp, attacker).expect(429);
      expect(errorBodySchema.parse(stillRefused.body)).toMatchObject({
        code: 'RATE_LIMITED',
        message: AUTH_MESSAGES.tooManyFailures,
      });
      expect(Number(stillRefused.headers['retry-after'])).toBeGreaterThan(0);
      await verifyOtp(victim, otp, '203.0.113.20').expect(200);
    });

    it('when one IP cycles through 50 addresses with wrong codes, then it is refused (429 with Retry-After) and others are not', async () => {
      const ip = '198.51.100.150';
      const answers = [];
      for (let address = 0; address < 50; address += 1)
        answers.push(await verifyOtp(uniqueEmail('sprayed'), '123456', ip));

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
      expect(statuses.slice(30)).toEqual(Array(20).fill(429));
      expect(Number(answers[49]?.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answers[49]?.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      const email = uniqueEmail('bystander');
      await requestOtp(email, '203.0.113.30').expect(200);
      await verifyOtp(email, await identity.inbox().nextCodeFor(email), '203.0.113.30').expect(200);
    });

    it('a campus egress range (campusNetworks) allows CAMPUS_NETWORK_FACTOR times the per-IP failures', async () => {
      const campus = identity.appWith({
        limits: { campusNetworks: ['10.20.0.0/16'], campusNetworkFactor: 2, otpFailuresPerIpPerBurstWindow: 3 },
      });
      const verifyFrom = (ip: string) =>
        request(campus)
          .post('/api/v1/auth/verify-otp')
          .set(throughGateway(ip))
          .send({ email: uniqueEmail('campus'), otp: '123456' });

      const fromCampus = [];
      for (let attempt = 0; attempt < 7; attempt += 1) fromCampus.push((await verifyFrom('10.20.7.7')).status);
      const elsewhere = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        elsewhere.push((await verifyFrom('198.51.100.200')).status);

      expect(fromCampus).toEqual([400, 400, 400, 400, 400, 400, 429]);
      expect(elsewhere).toEqual([400, 400, 400, 429]);
    });

    it("of the codes sent to an address only the newest 3 stay live (issue 34: a later send no longer voids the owner's code)", async () => {
      const email = uniqueEmail('resend');
      const codes: string[] = [];
      for (let sent = 0; sent < 4; sent += 1) {
        await requestOtp(email).expect(200);
        codes.push(await identity.inbox().nextCodeFor(email));
        identity.clock.advance(30_000);
      }
      const [oldest, , , newest] = codes as [string, string, string, string];

      if (!codes.slice(1).includes(oldest)) await verifyOtp(email, oldest).expect(400);
      await verifyOtp(email, newest).expect(200);
    });

    it('codes are 6 digits spread over the whole range (CSPRNG, leading zeros kept)', async () => {
      const { generateOtpCode } = await import('../domain/otp/otp-code');
      const codes = Array.from({ length: 2000 }, generateOtpCode);

      expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
      expect(new Set(codes).size).toBeGreaterThan(1990);
      expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    });
  });

  describe('send limits', () => {
    it('when a code is requested again within 30 s, then 429 with Retry-After; after 30 s it is sent', async () => {
      const email = uniqueEmail('impatient');
      await requestOtp(email).expect(200);

      identity.clock.advance(12_000);
      const tooSoon = await requestOtp(email).expect(429);

      expect(tooSoon.headers['retry-after']).toBe('18');
      expect(errorBodySchema.parse(tooSoon.body)).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Please wait 18 seconds before requesting a new code.',
      });
      identity.clock.advance(18_000);
      await requestOtp(email).expect(200);
    });

    it('when two requests for one address arrive together, then only one code is sent', async () => {
      const email = uniqueEmail('double-click');

      const statuses = (await Promise.all([requestOtp(email), requestOtp(email)])).map((r) => r.status);

      expect(statuses.sort()).toEqual([200, 429]);
    });

    it('when one address is hammered, then one code goes out and every other request is 429 with Retry-After', async () => {
      const email = uniqueEmail('hammer');

      const answers = await Promise.all(Array.from({ length: 12 }, () => requestOtp(email, '198.51.100.31')));

      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array(11).fill(429)]);
      for (const refused of answers.filter((answer) => answer.status === 429)) {
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(errorBodySchema.parse(refused.body)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      }
    });

    it('sends at most 10 codes to one address from one IP per hour; the owner on another IP still gets one', async () => {
      const email = uniqueEmail('flood');
      for (let sent = 0; sent < 10; sent += 1) {
        await requestOtp(email, '198.51.100.40').expect(200);
        await identity.inbox().nextCodeFor(email);
        identity.clock.advance(31_000);
      }

      const eleventh = await requestOtp(email, '198.51.100.40').expect(429);

      expect(eleventh.body.message).toBe(AUTH_MESSAGES.tooManyCodes);
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(3600);
      await requestOtp(email, '203.0.113.41').expect(200);
      await verifyOtp(email, await identity.inbox().nextCodeFor(email), '203.0.113.41').expect(200);
      identity.clock.advance(Number(eleventh.headers['retry-after']) * 1000);
      await requestOtp(email, '198.51.100.40').expect(200);
    });

    it('sends at most 30 codes to one address per hour from all IPs together', async () => {
      const email = uniqueEmail('mailbomb');
      for (let sent = 0; sent < 30; sent += 1) {
        await requestOtp(email, `10.0.${sent}.1`).expect(200);
        identity.clock.advance(31_000);
      }

      const blocked = await requestOtp(email, '10.0.99.1').expect(429);

      expect(blocked.body.message).toBe(AUTH_MESSAGES.tooManyCodes);
    });

    it('when 500 different addresses ask for codes from one IP within the hour (a campus), then all get their codes', async () => {
      const ip = '198.51.100.50';
      const emails = Array.from({ length: 500 }, () => uniqueEmail('campus'));
      const mailsBefore = (await identity.inbox().all()).length;

      const statuses: number[] = [];
      for (let batch = 0; batch < emails.length; batch += 25) {
        const answers = await Promise.all(
          emails.slice(batch, batch + 25).map((email) => requestOtp(email, ip)),
        );
        statuses.push(...answers.map((answer) => answer.status));
      }

      expect(statuses).toEqual(Array(500).fill(200));
      expect((await identity.inbox().all()).length - mailsBefore).toBe(500);
      const last = emails[emails.length - 1] as string;
      await verifyOtp(last, await identity.inbox().nextCodeFor(last), ip).expect(200);
    }, 120_000);

    it('one IP has a generous hourly cap of its own (1000 by default; tightened here)', async () => {
      const tight = identity.appWith({ limits: { sendsPerIpPerHour: 3 } });
      const send = (email: string, ip: string) =>
        request(tight).post('/api/v1/auth/request-otp').set(throughGateway(ip)).send({ email });
      for (let sent = 0; sent < 3; sent += 1) await send(uniqueEmail('spray'), '203.0.113.7').expect(200);

      const blocked = await send(uniqueEmail('spray'), '203.0.113.7').expect(429);

      expect(blocked.body.message).toBe(AUTH_MESSAGES.tooManyCodes);
      await send(uniqueEmail('spray'), '203.0.113.8').expect(200);
    });
  });

  describe('when the SMTP server is down', () => {
    it('answers 503 "Failed to send OTP. Please try again.", leaves no usable code, and does not start the cooldown', async () => {
      const deadSmtp = `smtp://127.0.0.1:${await freePort()}`;
      const mailer = createSmtpMailer({
        url: deadSmtp,
        from: 'CampusLoop <no-reply@campusloop.app>',
        timeoutMs: 2_000,
      });
      const broken = identity.appWith({ mailer });
      const email = uniqueEmail('unlucky');

      const failed = await request(broken).post('/api/v1/auth/request-otp').send({ email }).expect(503);

      expect(errorBodySchema.parse(failed.body)).toMatchObject({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Failed to send OTP. Please try again.',
      });
      const stored = await identity.models().otpChallenges.find({ subject: email }).lean();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.voidedAt).toBeInstanceOf(Date);
      expect(await identity.models().otpSends.countDocuments({ email })).toBe(0);
      // The retry right away (no cooldown) with working mail succeeds.
      await requestOtp(email).expect(200);
      await verifyOtp(email, await identity.inbox().nextCodeFor(email)).expect(200);
      await mailer.close();
    });

    it('a failed resend leaves the previous, delivered code usable', async () => {
      const email = uniqueEmail('keeps-old');
      await requestOtp(email).expect(200);
      const delivered = await identity.inbox().nextCodeFor(email);
      identity.clock.advance(31_000);
      const mailer = createSmtpMailer({
        url: `smtp://127.0.0.1:${await freePort()}`,
        from: 'x@campusloop.app',
        timeoutMs: 2_000,
      });

      await request(identity.appWith({ mailer })).post('/api/v1/auth/request-otp').send({ email }).expect(503);

      await verifyOtp(email, delivered).expect(200);
      await mailer.close();
    });
  });
});
