import type { DashboardTabKey } from '@campusloop/web-platform/core';

// Dependency-free (types only): main.ts reads these before the shared libraries have loaded.

export const DEFAULT_DASHBOARD_TAB: DashboardTabKey = 'HOME';

/** Local storage key remembering the last tab (spec §9). */
export const DASHBOARD_TAB_STORAGE_KEY = 'dashboardTab';

/** The legacy tab key that now means HOME. */
export const LEGACY_HOME_TAB = 'PUBLIC_FEED';
