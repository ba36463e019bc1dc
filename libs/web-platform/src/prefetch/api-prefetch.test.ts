import { waitFor } from '@testing-library/react';
import { baseApi } from '../api/base-api';
import { createAppStore } from '../store/create-app-store';
import { restoreSession } from '../session/session-start';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from '../testing/fake-api';
import { EARLY_API_FETCHES_GLOBAL, prefetchApi, type EarlyApiFetches } from './api-prefetch';

// A stand-in feature endpoint with a paged query, the way a remote's first screen asks for its list.
const listApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    firstPage: build.query<{ items: string[] }, string>({ query: (name) => ({ url: `/lists/${name}`, params: { size: 20, page: 0 } }) }),
  }),
});

describe('start-up prefetch (a signed-in page sends its first GETs beside the session check)', () => {
  let fake: FakeApi;
  let store: ReturnType<typeof createAppStore>;
  const firstPage = (name: string) => store.dispatch(listApi.endpoints.firstPage.initiate(name, { subscribe: false, forceRefetch: true }));

  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
    store = createAppStore({ onSessionExpired: jest.fn() });
  });
  afterEach(() => fake.uninstall());

  it('the first identical request gets the prefetched answer without going out again; the next one goes out', async () => {
    localStorage.setItem('accessToken', 'valid');
    let served = 0;
    fake.on('GET', '/api/v1/lists/home', () => ({ body: { items: [`answer ${(served += 1)}`] } }));

    prefetchApi('/lists/home?page=0&size=20');
    await waitFor(() => expect(fake.requestsTo('GET', '/api/v1/lists/home')).toHaveLength(1));
    expect(fake.requests[0]?.headers.get('authorization')).toBe('Bearer valid');

    expect((await firstPage('home')).data).toEqual({ items: ['answer 1'] });
    expect(fake.requestsTo('GET', '/api/v1/lists/home')).toHaveLength(1);

    expect((await firstPage('home')).data).toEqual({ items: ['answer 2'] });
    expect(fake.requestsTo('GET', '/api/v1/lists/home')).toHaveLength(2);
  });

  it('a request still waiting for the prefetch gets its answer when it comes', async () => {
    localStorage.setItem('accessToken', 'valid');
    const reply = deferred<FakeReply>();
    fake.on('GET', '/api/v1/lists/home', () => reply.promise);

    prefetchApi('/lists/home?size=20&page=0');
    const result = firstPage('home');
    reply.resolve({ body: { items: ['late'] } });

    expect((await result).data).toEqual({ items: ['late'] });
    expect(fake.requestsTo('GET', '/api/v1/lists/home')).toHaveLength(1);
  });

  it('is not adopted by a request with another token or another URL, and sends nothing without a session', async () => {
    fake.on('GET', /^\/api\/v1\/lists\//, ({ headers }) => ({ body: { items: [headers.get('authorization') ?? 'anonymous'] } }));

    prefetchApi('/lists/home?page=0&size=20');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.requests).toHaveLength(0);

    localStorage.setItem('accessToken', 'old');
    prefetchApi('/lists/home?page=0&size=20');
    localStorage.setItem('accessToken', 'new');
    expect((await firstPage('home')).data).toEqual({ items: ['Bearer new'] });

    localStorage.setItem('accessToken', 'valid');
    prefetchApi('/lists/home?page=1&size=20');
    expect((await firstPage('home')).data).toEqual({ items: ['Bearer valid'] });
    expect(fake.requestsTo('GET', '/api/v1/lists/home').map((request) => request.search)).toEqual(['?page=0&size=20', '?size=20&page=0', '?page=1&size=20', '?size=20&page=0']);
  });

  it('a prefetch that failed on the network is replaced by the request itself', async () => {
    localStorage.setItem('accessToken', 'valid');
    let attempts = 0;
    fake.on('GET', '/api/v1/lists/home', () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return { body: { items: ['second try'] } };
    });

    prefetchApi('/lists/home?page=0&size=20');
    expect((await firstPage('home')).data).toEqual({ items: ['second try'] });
    expect(attempts).toBe(2);
  });

  it('restoreSession sends GET /users/me once, and the signed-in user comes from it', async () => {
    localStorage.setItem('accessToken', 'valid');
    const me = deferred<FakeReply>();
    fake.on('GET', '/api/v1/users/me', () => me.promise);

    const restoring = store.dispatch(restoreSession());
    await waitFor(() => expect(fake.requestsTo('GET', '/api/v1/users/me')).toHaveLength(1));
    me.resolve({ body: { id: 'u1', name: 'Asha' } });
    await restoring;

    expect(store.getState().auth.status).toBe('authenticated');
    expect(fake.requestsTo('GET', '/api/v1/users/me')).toHaveLength(1);
  });

  describe("the guard's early GETs (sent by the page's inline script before any script file loaded)", () => {
    const holder = window as unknown as Record<string, EarlyApiFetches | undefined>;
    /** What the guard does: GET each path with the stored token, left on the window. */
    const guardSends = (token: string, paths: string[]) => {
      holder[EARLY_API_FETCHES_GLOBAL] = {
        token,
        at: Date.now(),
        responses: Object.fromEntries(
          paths.map((path) => [path, fetch(`/api/v1${path}`, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } })]),
        ),
      };
    };
    afterEach(() => delete holder[EARLY_API_FETCHES_GLOBAL]);

    it("answer the tab's first request and the session check without either going out again", async () => {
      localStorage.setItem('accessToken', 'valid');
      fake.on('GET', '/api/v1/lists/home', () => ({ body: { items: ['early'] } }));
      fake.on('GET', '/api/v1/users/me', () => ({ body: { id: 'u1', name: 'Asha' } }));
      guardSends('valid', ['/users/me', '/lists/home?page=0&size=20']);

      await store.dispatch(restoreSession());
      expect(store.getState().auth.status).toBe('authenticated');
      expect((await firstPage('home')).data).toEqual({ items: ['early'] });
      expect(fake.requestsTo('GET', '/api/v1/users/me')).toHaveLength(1);
      expect(fake.requestsTo('GET', '/api/v1/lists/home')).toHaveLength(1);
    });

    it('are not adopted once the token changed: the request goes out with the new one', async () => {
      fake.on('GET', '/api/v1/lists/home', ({ headers }) => ({ body: { items: [headers.get('authorization') ?? 'anonymous'] } }));
      guardSends('expired', ['/lists/home?page=0&size=20']);
      localStorage.setItem('accessToken', 'refreshed');

      expect((await firstPage('home')).data).toEqual({ items: ['Bearer refreshed'] });
      expect(fake.requestsTo('GET', '/api/v1/lists/home')).toHaveLength(2);
    });
  });
});
