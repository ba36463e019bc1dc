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

/**
 * The active tab: the one a deep link asks for, else ?tab, else the remembered tab, else HOME.
 * The active tab is remembered.
 */
export function useActiveTab(linkedTab: DashboardTabKey | null = null): DashboardTab {
  const [params] = useSearchParams();
  const key =
    linkedTab ?? parseTabKey(params.get('tab')) ?? parseTabKey(readStoredTab()) ?? DEFAULT_DASHBOARD_TAB;

  useEffect(() => {
    try {
      window.localStorage.setItem(DASHBOARD_TAB_STORAGE_KEY, key);
    } catch {
      // storage unavailable: the URL still carries the tab
    }
  }, [key]);

  return tabByKey(key);
}
