import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DashboardTabKey } from '@campusloop/web-platform';
import {
  DASHBOARD_TAB_STORAGE_KEY,
  DEFAULT_DASHBOARD_TAB,
  parseTabKey,
  tabByKey,
  type DashboardTab,
} from '../dashboard-tabs';

function readStoredTab(): string | null {
  try {
    return window.localStorage.getItem(DASHBOARD_TAB_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The key of the active tab for the dashboard's `?tab` (and a deep link's tab): see useActiveTab. */
export function activeTabKey(tabParam: string | null, linkedTab: DashboardTabKey | null = null): DashboardTabKey {
  return linkedTab ?? parseTabKey(tabParam) ?? parseTabKey(readStoredTab()) ?? DEFAULT_DASHBOARD_TAB;
}

/**
 * The active tab: the one a deep link asks for, else ?tab, else the remembered tab, else HOME.
 * The active tab is remembered.
 */
export function useActiveTab(linkedTab: DashboardTabKey | null = null): DashboardTab {
  const [params] = useSearchParams();
  const key = activeTabKey(params.get('tab'), linkedTab);

  useEffect(() => {
    try {
      window.localStorage.setItem(DASHBOARD_TAB_STORAGE_KEY, key);
    } catch {
      // storage unavailable: the URL still carries the tab
    }
  }, [key]);

  return tabByKey(key);
}
