import { DASHBOARD_TABS, type DashboardTabKey } from '@campusloop/web-platform/core';
import type { DashboardTab } from './dashboard-tab';
import { DASHBOARD_TAB_LIST } from './dashboard-tabs.generated';
import { DASHBOARD_TAB_STORAGE_KEY, DEFAULT_DASHBOARD_TAB, LEGACY_HOME_TAB } from './dashboard-tab-storage';

// The tab list is generated from tools/verticals/verticals.json (node tools/verticals/sync.cjs).
export { DASHBOARD_TAB_LIST };
export type { DashboardTab };

export { DEFAULT_DASHBOARD_TAB, DASHBOARD_TAB_STORAGE_KEY };

/** A tab key from the URL or storage; the legacy PUBLIC_FEED means HOME; anything else unknown is null. */
export function parseTabKey(value: string | null | undefined): DashboardTabKey | null {
  if (value === LEGACY_HOME_TAB) return 'HOME';
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTabKey) : null;
}

export function tabByKey(key: DashboardTabKey): DashboardTab {
  return DASHBOARD_TAB_LIST.find((tab) => tab.key === key) ?? (DASHBOARD_TAB_LIST[0] as DashboardTab);
}
