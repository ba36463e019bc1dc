import { prefetchApi } from '@campusloop/web-platform/core';
import { NAVBAR_BELL } from '../../federation/preload-dashboard-remotes';
import { forgetRemoteComponent, remoteComponent } from '../../federation/remote-component-cache';
import { containerOf, type RemoteId } from '../../federation/remote-modules';
import type { RemoteLoader } from '../../federation/remotes-context';
import { tabByKey } from './dashboard-tabs';
import { activeTabKey } from './hooks/use-active-tab';
import { TAB_FIRST_REQUESTS } from './tab-first-requests';

const ignore = () => undefined;

/**
 * A signed-in visit opening the dashboard (issue 30: its LCP on a phone): the dashboard page's chunk, the
 * active tab's remote and then the navbar's bell are requested at start-up, beside the session check, instead
 * of one after another once GET /users/me has answered and each has rendered; so is the tab's first API
 * request (TAB_FIRST_REQUESTS), which the tab adopts when it renders instead of sending it then. Fetching
 * only: what they show still waits for the session. A failed fetch is left to the real load, which shows
 * its error panel.
 */
export function warmDashboard(location: Pick<Location, 'pathname' | 'search'>, available: ReadonlySet<string>, load: RemoteLoader): void {
  if (location.pathname.replace(/\/+$/, '') !== '/dashboard') return;
  import('./components/dashboard-page/dashboard-page').catch(ignore);
  const tab = tabByKey(activeTabKey(new URLSearchParams(location.search).get('tab')));
  const firstRequest = TAB_FIRST_REQUESTS[tab.key];
  if (firstRequest && tab.remote && available.has(containerOf(tab.remote))) prefetchApi(firstRequest);
  // Through the remote component cache: the tab then renders its module at once, without a fallback.
  const loadIfDeployed = async (id: RemoteId | null) => {
    if (!id || !available.has(containerOf(id))) return;
    const module = remoteComponent(load, id);
    await module.settled;
    // A failed fetch is left to the real load (it tries afresh and shows its error panel).
    if (module.failed) forgetRemoteComponent(load, id);
  };
  // The tab first: the bell would share the bandwidth with what the student is waiting for.
  void loadIfDeployed(tab.remote).then(() => loadIfDeployed(NAVBAR_BELL), ignore);
}
