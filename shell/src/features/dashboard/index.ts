export { DashboardPage } from './components/dashboard-page/dashboard-page';
export {
  DASHBOARD_TAB_LIST,
  DASHBOARD_TAB_STORAGE_KEY,
  parseTabKey,
  type DashboardTab,
} from './dashboard-tabs';
