import { DASHBOARD_TAB_LIST } from '../features/dashboard/dashboard-tabs.generated';
import { DASHBOARD_TAB_STORAGE_KEY, DEFAULT_DASHBOARD_TAB, LEGACY_HOME_TAB } from '../features/dashboard/dashboard-tab-storage';
import { containerOf, type RemoteId } from './remote-modules';

// Dependency-free at run time (the tab list is generated data): main.ts calls this before the shared
// libraries have loaded, which is the point.

/** The navbar's bell: fetched at a signed-in start beside the active tab (here and in warmDashboard). */
export const NAVBAR_BELL: RemoteId = 'mfe_notifications/NotificationBell';

/** What Module Federation's preloadRemote takes: a container and the modules of it to fetch. */
export type RemotePreload = { nameOrAlias: string; exposes: string[] };

function storedTab(): string | null {
  try {
    return window.localStorage.getItem(DASHBOARD_TAB_STORAGE_KEY);
  } catch {
    return null;
  }
}

function tabRemote(key: string | null): RemoteId | null | undefined {
  const wanted = key === LEGACY_HOME_TAB ? 'HOME' : key;
  return DASHBOARD_TAB_LIST.find((tab) => tab.key === wanted)?.remote;
}

/**
 * The remote modules a signed-in start on /dashboard shows first (the active tab's, as useActiveTab picks
 * it: ?tab, else the remembered tab, else Home; and the navbar's bell), as preloadRemote arguments for
 * the containers the runtime manifest lists; none on another page.
 */
export function dashboardRemotePreloads(location: Pick<Location, 'pathname' | 'search'>, available: ReadonlySet<string>): RemotePreload[] {
  if (location.pathname.replace(/\/+$/, '') !== '/dashboard') return [];
  const fromUrl = tabRemote(new URLSearchParams(location.search).get('tab'));
  const remote = fromUrl !== undefined ? fromUrl : (tabRemote(storedTab()) ?? tabRemote(DEFAULT_DASHBOARD_TAB));
  const byContainer = new Map<string, string[]>();
  for (const id of [remote, NAVBAR_BELL]) {
    if (!id || !available.has(containerOf(id))) continue;
    const exposes = byContainer.get(containerOf(id)) ?? [];
    byContainer.set(containerOf(id), [...exposes, `./${id.slice(id.indexOf('/') + 1)}`]);
  }
  return [...byContainer].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes }));
}
