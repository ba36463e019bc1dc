import { dashboardRemotePreloads } from './preload-dashboard-remotes';

const ALL = new Set(['mfe_feed', 'mfe_events', 'mfe_notifications']);

describe("dashboardRemotePreloads (a signed-in start on /dashboard fetches its tab's and bell's remote files at once)", () => {
  it("names the opening tab's remote module and the navbar's bell, one entry per container", () => {
    expect(dashboardRemotePreloads('EVENTS', ALL)).toEqual([
      { nameOrAlias: 'mfe_events', exposes: ['./Events'] },
      { nameOrAlias: 'mfe_notifications', exposes: ['./NotificationBell'] },
    ]);
    expect(dashboardRemotePreloads('NOTIFICATIONS', ALL)).toEqual([
      { nameOrAlias: 'mfe_notifications', exposes: ['./Notifications', './NotificationBell'] },
    ]);
    expect(dashboardRemotePreloads('HOME', ALL)[0]).toEqual({ nameOrAlias: 'mfe_feed', exposes: ['./Feed'] });
  });

  it("names only the bell for the shell's own Profile tab, nothing the manifest lacks, and nothing without a start tab", () => {
    expect(dashboardRemotePreloads('PROFILE', ALL)).toEqual([{ nameOrAlias: 'mfe_notifications', exposes: ['./NotificationBell'] }]);
    expect(dashboardRemotePreloads('HOME', new Set(['mfe_events']))).toEqual([]);
    expect(dashboardRemotePreloads(null, ALL)).toEqual([]);
  });
});
