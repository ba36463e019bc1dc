import { waitFor } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../testing/fake-api';
import { aUser } from '@campusloop/contracts/testing';
import { createAppStore } from '../store/create-app-store';
import { contactApi } from './contact-api';
import { identityApi } from './identity-api';
import { profileApi } from './profile-api';
import { universitiesApi } from './universities-api';
import { uploadsApi } from './uploads-api';

describe('identity and upload endpoints', () => {
  let fake: FakeApi;
  let store: ReturnType<typeof createAppStore>;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('accessToken', 'access-1');
    fake = installFakeApi();
    store = createAppStore({ preloadedState: { auth: { status: 'authenticated', user: aUser({ name: 'Asha Rao' }) } } });
  });
  afterEach(() => fake.uninstall());

  it('a saved profile becomes the signed-in user and the cached /users/me', async () => {
    const saved = aUser({ name: 'Asha R.', bio: 'Hi' });
    fake.on('PATCH', '/api/v1/users/me', { body: saved });

    await store.dispatch(profileApi.endpoints.updateMe.initiate({ name: 'Asha R.', bio: 'Hi' })).unwrap();

    expect(fake.requestsTo('PATCH', '/api/v1/users/me')[0]).toMatchObject({ body: { name: 'Asha R.', bio: 'Hi' } });
    expect(fake.requestsTo('PATCH', '/api/v1/users/me')[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(store.getState().auth.user).toEqual(saved);
    await waitFor(() => expect(identityApi.endpoints.getMe.select()(store.getState()).data).toEqual(saved));
  });

  it('a refused save leaves the signed-in user as it was', async () => {
    fake.on('PATCH', '/api/v1/users/me', { status: 400, body: { status: 400, code: 'VALIDATION_ERROR', message: 'x', validationErrors: { name: 'x' } } });

    await expect(store.dispatch(profileApi.endpoints.updateMe.initiate({ name: 'Al' })).unwrap()).rejects.toMatchObject({ status: 400 });

    expect(store.getState().auth.user?.name).toBe('Asha Rao');
  });

  it('sends the university, contact and upload calls of spec §7', async () => {
    fake
      .on('GET', '/api/v1/universities', { body: [{ id: 'Un1v_000001', name: 'IIT Bombay' }] })
      .on('POST', '/api/v1/users/me/university-email/request-otp', { body: { message: 'OTP sent', resendAfterSeconds: 30, expiresInSeconds: 600 } })
      .on('POST', '/api/v1/contact', { status: 201, body: { id: 'Msg_0000001', message: 'Thank you!' } })
      .on('POST', '/api/v1/uploads/presign', { body: { uploadUrl: '/u', key: 'profile/AbCdEfGhIjK.png', expiresAt: '2026-01-01T00:00:00Z', method: 'PUT', headers: {} } })
      .on('DELETE', '/api/v1/uploads/profile/AbCdEfGhIjK.png', { status: 204 });

    const list = await store.dispatch(universitiesApi.endpoints.getUniversities.initiate()).unwrap();
    await store.dispatch(profileApi.endpoints.requestUniversityOtp.initiate({ universityEmail: 'asha@iitb.ac.in', universityId: 'Un1v_000001' })).unwrap();
    await store.dispatch(contactApi.endpoints.sendContactMessage.initiate({ name: 'Asha', email: 'a@b.co', message: 'Hi' })).unwrap();
    const ticket = await store.dispatch(uploadsApi.endpoints.presignUpload.initiate({ context: 'PROFILE', contentType: 'image/png', size: 10, referenceId: 'Us3r_000001' })).unwrap();
    await store.dispatch(uploadsApi.endpoints.discardUpload.initiate(ticket.key)).unwrap();

    expect(list).toEqual([{ id: 'Un1v_000001', name: 'IIT Bombay' }]);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v1/universities',
      'POST /api/v1/users/me/university-email/request-otp',
      'POST /api/v1/contact',
      'POST /api/v1/uploads/presign',
      'DELETE /api/v1/uploads/profile/AbCdEfGhIjK.png',
    ]);
    expect(fake.requestsTo('POST', '/api/v1/uploads/presign')[0]?.body).toEqual({ context: 'PROFILE', contentType: 'image/png', size: 10, referenceId: 'Us3r_000001' });
  });
});
