import { warmDashboard } from './warm-dashboard';

const ALL = new Set(['mfe_feed', 'mfe_events', 'mfe_notifications']);

describe('warmDashboard (a signed-in start on the dashboard fetches its tab and bell at once)', () => {
  beforeEach(() => localStorage.clear());

  it("fetches the ?tab's remote and the navbar's bell", () => {
    const load = jest.fn((_id: string) => Promise.resolve({}));
    warmDashboard({ pathname: '/dashboard', search: '?tab=EVENTS' }, ALL, load);
    expect(load.mock.calls.map(([id]) => id)).toEqual(['mfe_events/Events', 'mfe_notifications/NotificationBell']);
  });

  it('without ?tab fetches the remembered tab, else Home', () => {
    const load = jest.fn((_id: string) => Promise.resolve({}));
    warmDashboard({ pathname: '/dashboard/', search: '' }, ALL, load);
    localStorage.setItem('dashboardTab', 'EVENTS');
    warmDashboard({ pathname: '/dashboard', search: '' }, ALL, load);
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
    expect(load.mock.calls.map(([id]) => id)).toEqual(['mfe_notifications/NotificationBell']);
    await Promise.resolve();
  });
});
