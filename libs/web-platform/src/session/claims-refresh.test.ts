import type { User } from '@campusloop/contracts';
import { profileApi } from '../api/profile-api';
import { createAppStore } from '../store/create-app-store';
import { installFakeApi, type FakeApi } from '../testing/fake-api';
import { aUser } from '@campusloop/contracts/testing';
import { claimsLagBehind } from './claims-lag';

/** An unsigned access token whose claims describe `user` (the browser never verifies them). */
function tokenFor(user: User, extra: Record<string, unknown> = {}): string {
  const claims = {
    sub: user.id,
    name: user.name ?? '',
    avatarUrl: user.avatarUrl,
    audience: user.audience,
    universityId: user.universityId,
    universityName: user.universityName,
    universityVerified: user.universityVerified,
    profileComplete: user.profileComplete,
    ...extra,
  };
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'EdDSA', typ: 'at+jwt' })}.${encode(claims)}.signature`;
}

const newcomer = aUser({
  name: null,
  gender: null,
  audience: null,
  profileComplete: false,
  isVerified: false,
  universityName: null,
  universityId: null,
  universityEmail: null,
  universityVerified: false,
  universityEmailVerifiedAt: null,
  degree: null,
  graduationYear: null,
});

describe('claimsLagBehind', () => {
  it('tells a token issued before the profile was saved from one that matches it', () => {
    const saved = {
      ...newcomer,
      name: 'Nia Singh',
      gender: 'FEMALE' as const,
      audience: 'HIGH_SCHOOL_STUDENT' as const,
      profileComplete: true,
    };
    expect(claimsLagBehind(tokenFor(newcomer), saved)).toBe(true);
    expect(claimsLagBehind(tokenFor(saved), saved)).toBe(false);
    expect(claimsLagBehind(tokenFor(saved), { ...saved, bio: 'Only the bio changed' })).toBe(false);
    expect(claimsLagBehind('not-a-jwt', saved)).toBe(true);
    expect(claimsLagBehind(null, saved)).toBe(false);
  });
});

describe('a profile save refreshes the session once when the claims lag', () => {
  let fake: FakeApi;
  let store: ReturnType<typeof createAppStore>;
  const saved = {
    ...newcomer,
    name: 'Nia Singh',
    gender: 'FEMALE' as const,
    audience: 'HIGH_SCHOOL_STUDENT' as const,
    profileComplete: true,
  };

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('accessToken', tokenFor(newcomer));
    fake = installFakeApi();
    store = createAppStore({ preloadedState: { auth: { status: 'authenticated', user: newcomer } } });
  });
  afterEach(() => fake.uninstall());

  it('completing the profile answers only after a refresh, and the next call carries the fresh claims', async () => {
    const fresh = tokenFor(saved);
    fake
      .on('PATCH', '/api/v1/users/me', { body: saved })
      .on('POST', '/api/v1/auth/refresh-token', {
        body: { accessToken: fresh, refreshToken: 'r2', tokenType: 'Bearer', expiresIn: 900 },
      })
      .on('POST', '/api/v1/users/me/university-email/request-otp', {
        body: { message: 'OTP sent', resendAfterSeconds: 30, expiresInSeconds: 600 },
      });

    await store
      .dispatch(
        profileApi.endpoints.updateMe.initiate({
          name: 'Nia Singh',
          gender: 'FEMALE',
          audience: 'HIGH_SCHOOL_STUDENT',
        }),
      )
      .unwrap();

    expect(fake.requestsTo('POST', '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBe(fresh);
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', user: saved });
    await store
      .dispatch(
        profileApi.endpoints.requestUniversityOtp.initiate({
          universityEmail: 'nia@iitb.ac.in',
          universityId: 'Un1v_000001',
        }),
      )
      .unwrap();
    expect(
      fake
        .requestsTo('POST', '/api/v1/users/me/university-email/request-otp')[0]
        ?.headers.get('authorization'),
    ).toBe(`Bearer ${fresh}`);
  });

  it('a save that leaves the claims as they are does not refresh', async () => {
    localStorage.setItem('accessToken', tokenFor(saved));
    fake.on('PATCH', '/api/v1/users/me', { body: { ...saved, bio: 'Hello' } });

    await store.dispatch(profileApi.endpoints.updateMe.initiate({ bio: 'Hello' })).unwrap();

    expect(fake.requestsTo('POST', '/api/v1/auth/refresh-token')).toHaveLength(0);
  });

  it.each([503, 401])(
    'a refresh answered %s keeps the user signed in with the token they had',
    async (status) => {
      const before = localStorage.getItem('accessToken');
      fake.on('PATCH', '/api/v1/users/me', { body: saved }).on('POST', '/api/v1/auth/refresh-token', {
        status,
        body: { status, code: 'REFUSED', message: 'x' },
      });

      await expect(
        store.dispatch(profileApi.endpoints.updateMe.initiate({ name: 'Nia Singh' })).unwrap(),
      ).resolves.toEqual(saved);

      expect(localStorage.getItem('accessToken')).toBe(before);
      expect(store.getState().auth).toMatchObject({ status: 'authenticated', user: saved });
    },
  );
});
