import { containerOf, type RemoteId } from '../../federation/remote-modules';
import type { RemoteLoader } from '../../federation/remotes-context';
import { tabByKey } from './dashboard-tabs';
import { activeTabKey } from './hooks/use-active-tab';

const NAVBAR_BELL: RemoteId = 'mfe_notifications/NotificationBell';
const ignore = () => undefined;

/**
 * A signed-in visit opening the dashboard (issue 30: its LCP on a phone): the dashboard page's chunk, the
 * active tab's remote and the navbar's bell are requested at start-up, beside the session check, instead
 * of one after another once GET /users/me has answered and each has rendered. Fetching only: what they
 * show still waits for the session. A failed fetch is left to the real load, which shows its error panel.
 */
export function warmDashboard(location: Pick<Location, 'pathname' | 'search'>, available: ReadonlySet<string>, load: RemoteLoader): void {
  if (location.pathname.replace(/\/+$/, '') !== '/dashboard') return;
  import('./components/dashboard-page/dashboard-page').catch(ignore);
  const tab = tabByKey(activeTabKey(new URLSearchParams(location.search).get('tab')));
  for (const id of [tab.remote, NAVBAR_BELL]) if (id && available.has(containerOf(id))) load(id).catch(ignore);
}
