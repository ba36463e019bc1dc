import { DASHBOARD_TABS, type DashboardTabKey } from '@campusloop/web-platform/core';
import type { DashboardTab } from './dashboard-tab';
import { DASHBOARD_TAB_LIST } from './dashboard-tabs.generated';

// The tab list is generated from tools/verticals/verticals.json (node tools/verticals/sync.cjs).
export { DASHBOARD_TAB_LIST };
export type { DashboardTab };

export const DEFAULT_DASHBOARD_TAB: DashboardTabKey = 'HOME';

/** Local storage key remembering the last tab (spec §9). */
export const DASHBOARD_TAB_STORAGE_KEY = 'dashboardTab';

/** A tab key from the URL or storage; the legacy PUBLIC_FEED means HOME; anything else unknown is null. */
export function parseTabKey(value: string | null | undefined): DashboardTabKey | null {
  if (value === 'PUBLIC_FEED') return 'HOME';
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTabKey) : null;
}

export function tabByKey(key: DashboardTabKey): DashboardTab {
  return DASHBOARD_TAB_LIST.find((tab) => tab.key === key) ?? (DASHBOARD_TAB_LIST[0] as DashboardTab);
}
