import { installFakeApi, type FakeApi } from '../testing/fake-api';
import { aUser } from '@campusloop/contracts/testing';
import { createAppStore } from '../store/create-app-store';
import { verifyUniversityEmail } from './verify-university-email';

const request = { universityEmail: 'asha@iitb.ac.in', universityId: 'Un1v_000001', otp: '123456' };
const unverified = aUser({ universityVerified: false, isVerified: false, universityEmail: null, universityEmailVerifiedAt: null, profileComplete: false });
const verified = aUser();
const answer = { accessToken: 'access-2', refreshToken: 'r'.repeat(43), tokenType: 'Bearer', expiresIn: 900, user: verified };

describe('verifyUniversityEmail', () => {
  let fake: FakeApi;
  let store: ReturnType<typeof createAppStore>;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('accessToken', 'access-1');
    fake = installFakeApi();
    store = createAppStore({ preloadedState: { auth: { status: 'authenticated', user: unverified } } });
  });
  afterEach(() => fake.uninstall());

  it('keeps the fresh access token, then re-fetches the user with it', async () => {
    fake.on('POST', '/api/v1/users/me/university-email/verify-otp', { body: answer }).on('GET', '/api/v1/users/me', { body: verified });

    const user = await store.dispatch(verifyUniversityEmail(request)).unwrap();

    expect(fake.requestsTo('POST', '/api/v1/users/me/university-email/verify-otp')[0]).toMatchObject({ body: request, credentials: 'include' });
    expect(fake.requestsTo('GET', '/api/v1/users/me')[0]?.headers.get('authorization')).toBe('Bearer access-2');
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(user).toEqual(verified);
    expect(store.getState().auth.user?.universityVerified).toBe(true);
  });

  it('keeps a stored refresh token rotated', async () => {
    localStorage.setItem('refreshToken', 'old');
    fake.on('POST', '/api/v1/users/me/university-email/verify-otp', { body: answer }).on('GET', '/api/v1/users/me', { body: verified });

    await store.dispatch(verifyUniversityEmail(request)).unwrap();

    expect(localStorage.getItem('refreshToken')).toBe('r'.repeat(43));
  });

  it('a wrong code rejects with the call and changes nothing', async () => {
    fake.on('POST', '/api/v1/users/me/university-email/verify-otp', { status: 400, body: { status: 400, code: 'INVALID_OTP', message: 'Invalid or expired OTP' } });

    const action = await store.dispatch(verifyUniversityEmail(request));

    expect(verifyUniversityEmail.rejected.match(action)).toBe(true);
    expect(action.payload).toMatchObject({ status: 400 });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(store.getState().auth.user).toEqual(unverified);
  });

  it('when the re-fetch fails, the user from the answer is used', async () => {
    fake.on('POST', '/api/v1/users/me/university-email/verify-otp', { body: answer }).on('GET', '/api/v1/users/me', { status: 503 });

    await store.dispatch(verifyUniversityEmail(request)).unwrap();

    expect(store.getState().auth.user).toEqual(verified);
  });
});
