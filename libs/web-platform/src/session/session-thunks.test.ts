import { deferred, installFakeApi, type FakeApi, type FakeReply } from '../testing/fake-api';
import { aUser } from '@campusloop/contracts/testing';
import { createAppStore } from '../store/create-app-store';
import { restoreSession, signInWithOtp, signOut } from './session-thunks';

describe('session', () => {
  let fake: FakeApi;
  let store: ReturnType<typeof createAppStore>;

  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
    store = createAppStore({ onSessionExpired: jest.fn() });
  });
  afterEach(() => fake.uninstall());

  describe('restoreSession', () => {
    it('without a stored access token the visitor is signed out and nothing is fetched', async () => {
      await store.dispatch(restoreSession());

      expect(store.getState().auth).toEqual({ status: 'anonymous', user: null });
      expect(fake.requests).toHaveLength(0);
    });

    it('with a stored access token the current user is fetched', async () => {
      localStorage.setItem('accessToken', 'valid');
      const user = aUser({ name: 'Ravi' });
      fake.on('GET', '/api/v1/users/me', ({ headers }) => (headers.get('authorization') === 'Bearer valid' ? { body: user } : { status: 401 }));

      await store.dispatch(restoreSession());

      expect(store.getState().auth).toEqual({ status: 'authenticated', user });
    });

    it('when the user cannot be fetched the tokens are cleared', async () => {
      localStorage.setItem('accessToken', 'valid');
      fake.on('GET', '/api/v1/users/me', { status: 500, body: { status: 500, code: 'INTERNAL_ERROR', message: 'Server error' } });

      await store.dispatch(restoreSession());

      expect(store.getState().auth.status).toBe('anonymous');
      expect(localStorage.getItem('accessToken')).toBeNull();
    });

    it('when the page is being left while the user is fetched, the failed fetch does not sign the user out of the next page', async () => {
      localStorage.setItem('accessToken', 'valid');
      const answer = deferred<FakeReply>();
      fake.on('GET', '/api/v1/users/me', () => answer.promise);

      const restoring = store.dispatch(restoreSession());
      window.dispatchEvent(new Event('pagehide'));
      answer.resolve({ status: 500, body: { status: 500, code: 'INTERNAL_ERROR', message: 'Server error' } });
      await restoring;

      expect(localStorage.getItem('accessToken')).toBe('valid');
      window.dispatchEvent(new Event('pageshow'));
    });
  });

  describe('signInWithOtp', () => {
    it('stores the access token, fetches the user and tells where to route', async () => {
      const user = aUser({ profileComplete: false, audience: 'HIGH_SCHOOL_STUDENT' });
      fake
        .on('POST', '/api/v1/auth/verify-otp', {
          body: { accessToken: 'at', refreshToken: 'rt', tokenType: 'Bearer', expiresIn: 900, profileComplete: false, audience: 'HIGH_SCHOOL_STUDENT' },
        })
        .on('GET', '/api/v1/users/me', { body: user });

      const result = await store.dispatch(signInWithOtp({ email: 'asha@example.com', otp: '123456' })).unwrap();

      expect(result).toEqual({ profileComplete: false, audience: 'HIGH_SCHOOL_STUDENT' });
      expect(fake.requestsTo('POST', '/api/v1/auth/verify-otp')[0]?.body).toEqual({ email: 'asha@example.com', otp: '123456' });
      expect(localStorage.getItem('accessToken')).toBe('at');
      expect(localStorage.getItem('refreshToken')).toBeNull();
      expect(store.getState().auth).toEqual({ status: 'authenticated', user });
    });

    it('rejects with the failed call and stores nothing when the code is wrong', async () => {
      fake.on('POST', '/api/v1/auth/verify-otp', { status: 400, body: { status: 400, code: 'INVALID_OTP', message: 'Invalid or expired OTP' } });

      const action = await store.dispatch(signInWithOtp({ email: 'asha@example.com', otp: '000000' }));

      expect(signInWithOtp.rejected.match(action)).toBe(true);
      expect(action.payload).toMatchObject({ status: 400, data: { code: 'INVALID_OTP' } });
      expect(localStorage.getItem('accessToken')).toBeNull();
      expect(fake.requestsTo('POST', '/api/v1/auth/refresh-token')).toHaveLength(0);
    });
  });

  describe('signOut', () => {
    it('clears the session even when the logout call fails', async () => {
      localStorage.setItem('accessToken', 'valid');
      fake.on('GET', '/api/v1/users/me', { body: aUser() }).on('POST', '/api/v1/auth/logout', { status: 503 });
      await store.dispatch(restoreSession());

      await store.dispatch(signOut());

      expect(fake.requestsTo('POST', '/api/v1/auth/logout')).toHaveLength(1);
      expect(localStorage.getItem('accessToken')).toBeNull();
      expect(store.getState().auth).toEqual({ status: 'anonymous', user: null });
    });
  });
});
