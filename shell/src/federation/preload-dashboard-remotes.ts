import { DASHBOARD_TAB_LIST } from '../features/dashboard/dashboard-tabs.generated';
import { containerOf, type RemoteId } from './remote-modules';

// Dependency-free at run time (the tab list is generated data): main.ts calls this before the shared
// libraries have loaded, which is the point.

/** The navbar's bell: fetched at a signed-in start beside the active tab (here and in warmDashboard). */
export const NAVBAR_BELL: RemoteId = 'mfe_notifications/NotificationBell';

/** What Module Federation's preloadRemote takes: a container and the modules of it to fetch. */
export type RemotePreload = { nameOrAlias: string; exposes: string[] };

/**
 * The remote modules a signed-in start on /dashboard shows first — the opening tab's (`startTab`, as the
 * page's guard marked it on <html>: guard-handoff.ts) and the navbar's bell — as preloadRemote arguments
 * for the containers the runtime manifest lists; none without a start tab (another page, or no session).
 */
export function dashboardRemotePreloads(startTab: string | null, available: ReadonlySet<string>): RemotePreload[] {
  if (!startTab) return [];
  const remote = DASHBOARD_TAB_LIST.find((tab) => tab.key === startTab)?.remote;
  const byContainer = new Map<string, string[]>();
  for (const id of [remote, NAVBAR_BELL]) {
    if (!id || !available.has(containerOf(id))) continue;
    const exposes = byContainer.get(containerOf(id)) ?? [];
    byContainer.set(containerOf(id), [...exposes, `./${id.slice(id.indexOf('/') + 1)}`]);
  }
  return [...byContainer].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes }));
}
