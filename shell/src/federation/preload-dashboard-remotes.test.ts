import { dashboardRemotePreloads } from './preload-dashboard-remotes';

const ALL = new Set(['mfe_feed', 'mfe_events', 'mfe_notifications']);

describe("dashboardRemotePreloads (a signed-in start on /dashboard fetches its tab's and bell's remote files at once)", () => {
  beforeEach(() => localStorage.clear());

  it("names the ?tab's remote module and the navbar's bell, one entry per container", () => {
    expect(dashboardRemotePreloads({ pathname: '/dashboard', search: '?tab=EVENTS' }, ALL)).toEqual([
      { nameOrAlias: 'mfe_events', exposes: ['./Events'] },
      { nameOrAlias: 'mfe_notifications', exposes: ['./NotificationBell'] },
    ]);
    expect(dashboardRemotePreloads({ pathname: '/dashboard/', search: '?tab=NOTIFICATIONS' }, ALL)).toEqual([
      { nameOrAlias: 'mfe_notifications', exposes: ['./Notifications', './NotificationBell'] },
    ]);
  });

  it('without ?tab (or with an unknown one) picks the remembered tab, else Home; the legacy PUBLIC_FEED is Home', () => {
    expect(dashboardRemotePreloads({ pathname: '/dashboard', search: '' }, ALL)[0]).toEqual({ nameOrAlias: 'mfe_feed', exposes: ['./Feed'] });
    expect(dashboardRemotePreloads({ pathname: '/dashboard', search: '?tab=PUBLIC_FEED' }, ALL)[0]).toEqual({ nameOrAlias: 'mfe_feed', exposes: ['./Feed'] });
    localStorage.setItem('dashboardTab', 'EVENTS');
    expect(dashboardRemotePreloads({ pathname: '/dashboard', search: '' }, ALL)[0]).toEqual({ nameOrAlias: 'mfe_events', exposes: ['./Events'] });
    expect(dashboardRemotePreloads({ pathname: '/dashboard', search: '?tab=NOPE' }, ALL)[0]).toEqual({ nameOrAlias: 'mfe_events', exposes: ['./Events'] });
  });

  it("names only the bell for the shell's own Profile tab, nothing the manifest lacks, and nothing on another page", () => {
    expect(dashboardRemotePreloads({ pathname: '/dashboard', search: '?tab=PROFILE' }, ALL)).toEqual([
      { nameOrAlias: 'mfe_notifications', exposes: ['./NotificationBell'] },
    ]);
    expect(dashboardRemotePreloads({ pathname: '/dashboard', search: '?tab=HOME' }, new Set(['mfe_events']))).toEqual([]);
    expect(dashboardRemotePreloads({ pathname: '/profile', search: '?tab=HOME' }, ALL)).toEqual([]);
  });
});
