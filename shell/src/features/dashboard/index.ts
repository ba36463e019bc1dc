// The dashboard feature's public entry for its sibling features: the tab list (also the mobile bar's).
// The page itself is loaded lazily by the app's routes (its own chunk), so it is not in this barrel: a
// feature importing the tab list must not pull the dashboard page into the landing's scripts.
export {
  DASHBOARD_TAB_LIST,
  DASHBOARD_TAB_STORAGE_KEY,
  parseTabKey,
  type DashboardTab,
} from './dashboard-tabs';
export { MOBILE_NAV_ITEMS } from './dashboard-tabs.generated';
