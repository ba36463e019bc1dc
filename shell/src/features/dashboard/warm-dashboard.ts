import { FEED_PATHS, PAGE_SIZES } from '@campusloop/contracts';
import { prefetchApi, type DashboardTabKey } from '@campusloop/web-platform/core';
import { NAVBAR_BELL } from '../../federation/preload-dashboard-remotes';
import { containerOf } from '../../federation/remote-modules';
import type { RemoteLoader } from '../../federation/remotes-context';
import { tabByKey } from './dashboard-tabs';
import { activeTabKey } from './hooks/use-active-tab';

const ignore = () => undefined;

/**
 * The GET a tab's first screen makes, as its remote's RTK Query endpoint sends it (path and query), for the
 * tabs whose first request needs nothing but the session: sent at start-up and adopted by that endpoint.
 */
export const TAB_FIRST_REQUESTS: Partial<Record<DashboardTabKey, string>> = {
  // mfe-feed's getFeed for the public feed, first page (PostFeed on HOME).
  HOME: `${FEED_PATHS.publicPosts}?page=0&size=${PAGE_SIZES.feed}`,
};

/**
 * A signed-in visit opening the dashboard (issue 30: its LCP on a phone): the dashboard page's chunk, the
 * active tab's remote and the navbar's bell are requested at start-up, beside the session check, instead
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
  for (const id of [tab.remote, NAVBAR_BELL]) if (id && available.has(containerOf(id))) load(id).catch(ignore);
}
