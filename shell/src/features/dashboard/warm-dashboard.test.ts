import { waitFor } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { warmDashboard } from './warm-dashboard';

const ALL = new Set(['mfe_feed', 'mfe_events', 'mfe_notifications']);

describe('warmDashboard (a signed-in start on the dashboard fetches its tab and bell at once)', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
  });
  afterEach(() => fake.uninstall());

  it("fetches the ?tab's remote, then, once it has arrived, the navbar's bell (not sharing the bandwidth with the tab)", async () => {
    let tabArrives = (_module: unknown) => undefined as void;
    const load = jest.fn((id: string) => (id === 'mfe_events/Events' ? new Promise((resolve) => (tabArrives = resolve)) : Promise.resolve({})));
    warmDashboard({ pathname: '/dashboard', search: '?tab=EVENTS' }, ALL, load);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load.mock.calls.map(([id]) => id)).toEqual(['mfe_events/Events']);
    tabArrives({});
    await waitFor(() => expect(load.mock.calls.map(([id]) => id)).toEqual(['mfe_events/Events', 'mfe_notifications/NotificationBell']));
  });

  it('without ?tab fetches the remembered tab, else Home', async () => {
    const load = jest.fn((_id: string) => Promise.resolve({}));
    warmDashboard({ pathname: '/dashboard/', search: '' }, ALL, load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    localStorage.setItem('dashboardTab', 'EVENTS');
    warmDashboard({ pathname: '/dashboard', search: '' }, ALL, load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(4));
    expect(load.mock.calls.map(([id]) => id)).toEqual([
      'mfe_feed/Feed',
      'mfe_notifications/NotificationBell',
      'mfe_events/Events',
      'mfe_notifications/NotificationBell',
    ]);
  });

  it('fetches nothing on another page, nor a remote the manifest does not list; a failed fetch is left alone', async () => {
    const load = jest.fn((_id: string) => Promise.reject(new Error('offline')));
    warmDashboard({ pathname: '/profile', search: '' }, ALL, load);
    expect(load).not.toHaveBeenCalled();
    warmDashboard({ pathname: '/dashboard', search: '?tab=EVENTS' }, new Set(['mfe_notifications']), load);
    await waitFor(() => expect(load.mock.calls.map(([id]) => id)).toEqual(['mfe_notifications/NotificationBell']));
  });

  it("on Home sends the public feed's first page with the stored session at once; another tab, or no session, sends nothing", async () => {
    const load = jest.fn((_id: string) => Promise.resolve({}));
    fake.on('GET', '/api/v1/feed/public/posts', { body: { content: [] } });
    warmDashboard({ pathname: '/dashboard', search: '?tab=HOME' }, ALL, load);
    warmDashboard({ pathname: '/dashboard', search: '?tab=EVENTS' }, ALL, load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.requests).toHaveLength(0);

    localStorage.setItem('accessToken', 'valid');
    warmDashboard({ pathname: '/dashboard', search: '?tab=EVENTS' }, ALL, load);
    warmDashboard({ pathname: '/dashboard', search: '?tab=HOME' }, ALL, load);
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/feed/public/posts', search: '?page=0&size=20' });
    expect(fake.requests[0]?.headers.get('authorization')).toBe('Bearer valid');
  });
});
