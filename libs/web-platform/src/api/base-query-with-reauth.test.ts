import { waitFor } from '@testing-library/react';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from '../testing/fake-api';
import { createAppStore } from '../store/create-app-store';
import { baseApi } from './base-api';

// A stand-in feature endpoint, the way remotes add theirs.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<{ name: string }, string>({ query: (name) => `/probe/${name}` }) }),
});

/** Answers 200 only to the given access token, 401 otherwise. */
function probeAcceptingToken(fake: FakeApi, token: string) {
  fake.on('GET', /^\/api\/v1\/probe\//, ({ headers, path }) =>
    headers.get('authorization') === `Bearer ${token}`
      ? { body: { name: path.split('/').pop() } }
      : { status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Session expired. Please log in again.' } },
  );
}

describe('baseQueryWithReauth', () => {
  let fake: FakeApi;
  let onSessionExpired: jest.Mock;
  let store: ReturnType<typeof createAppStore>;
  const probe = (name: string) => store.dispatch(probeApi.endpoints.probe.initiate(name, { subscribe: false }));

  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
    onSessionExpired = jest.fn();
    store = createAppStore({ onSessionExpired });
  });
  afterEach(() => fake.uninstall());

  it('when three requests hit a 401 together, one refresh runs and all three are retried with the new token', async () => {
    localStorage.setItem('accessToken', 'expired');
    probeAcceptingToken(fake, 'fresh');
    const refreshReply = deferred<FakeReply>();
    fake.on('POST', '/api/v1/auth/refresh-token', () => refreshReply.promise);

    const results = Promise.all([probe('a'), probe('b'), probe('c')]);
    await waitFor(() => expect(fake.requestsTo('POST', '/api/v1/auth/refresh-token')).toHaveLength(1));
    await waitFor(() => expect(fake.requests.filter((r) => r.path.startsWith('/api/v1/probe/'))).toHaveLength(3));
    refreshReply.resolve({ body: { accessToken: 'fresh', refreshToken: 'rotated', tokenType: 'Bearer', expiresIn: 900 } });

    expect((await results).map((result) => result.data)).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    const refreshCalls = fake.requestsTo('POST', '/api/v1/auth/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.credentials).toBe('include');
    expect(refreshCalls[0]?.headers.get('authorization')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('fresh');
    // The refresh token stays in its HttpOnly cookie when the page never stored one.
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('a request made while the refresh runs waits for it and goes out once, with the new token', async () => {
    localStorage.setItem('accessToken', 'expired');
    probeAcceptingToken(fake, 'fresh');
    const refreshReply = deferred<FakeReply>();
    fake.on('POST', '/api/v1/auth/refresh-token', () => refreshReply.promise);

    const first = probe('first');
    await waitFor(() => expect(fake.requestsTo('POST', '/api/v1/auth/refresh-token')).toHaveLength(1));
    const queued = probe('queued');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.requestsTo('GET', '/api/v1/probe/queued')).toHaveLength(0);

    refreshReply.resolve({ body: { accessToken: 'fresh' } });

    expect((await queued).data).toEqual({ name: 'queued' });
    expect((await first).data).toEqual({ name: 'first' });
    const queuedCalls = fake.requestsTo('GET', '/api/v1/probe/queued');
    expect(queuedCalls).toHaveLength(1);
    expect(queuedCalls[0]?.headers.get('authorization')).toBe('Bearer fresh');
  });

  it('when the refresh fails, tokens are cleared, the session ends and the user is sent to /login once', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'revoked');
    probeAcceptingToken(fake, 'never');
    fake.on('POST', '/api/v1/auth/refresh-token', { status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Refresh token revoked' } });

    const [a, b] = await Promise.all([probe('a'), probe('b')]);

    expect(a.error).toMatchObject({ status: 401 });
    expect(b.error).toMatchObject({ status: 401 });
    expect(fake.requestsTo('POST', '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('a stored refresh token is sent in the bearer form and kept rotated', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'r1');
    probeAcceptingToken(fake, 'fresh');
    fake.on('POST', '/api/v1/auth/refresh-token', { body: { accessToken: 'fresh', refreshToken: 'r2' } });

    await probe('a');

    expect(fake.requestsTo('POST', '/api/v1/auth/refresh-token')[0]?.headers.get('authorization')).toBe('Bearer r1');
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('refreshes at most once per request: a 401 after the retry is returned as it is', async () => {
    localStorage.setItem('accessToken', 'expired');
    probeAcceptingToken(fake, 'never');
    fake.on('POST', '/api/v1/auth/refresh-token', { body: { accessToken: 'fresh' } });

    const result = await probe('a');

    expect(result.error).toMatchObject({ status: 401 });
    expect(fake.requestsTo('GET', '/api/v1/probe/a')).toHaveLength(2);
    expect(fake.requestsTo('POST', '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes a request that carried no token', async () => {
    probeAcceptingToken(fake, 'fresh');

    const result = await probe('a');

    expect(result.error).toMatchObject({ status: 401 });
    expect(fake.requestsTo('GET', '/api/v1/probe/a')[0]?.headers.get('authorization')).toBeNull();
    expect(fake.requestsTo('POST', '/api/v1/auth/refresh-token')).toHaveLength(0);
  });
});
