import { DASHBOARD_TABS, type DashboardTabKey } from '@campusloop/web-platform';
import type { RemoteId } from '../../federation/remote-modules';

export type DashboardTab = {
  key: DashboardTabKey;
  label: string;
  /** Needs a verified university student (spec §2). */
  needsVerification: boolean;
  /** The remote module rendered in the tab; null for tabs the shell renders itself. */
  remote: RemoteId | null;
};

export const DASHBOARD_TAB_LIST: DashboardTab[] = [
  { key: 'HOME', label: 'My Public Feed', needsVerification: false, remote: 'mfe_feed/Feed' },
  { key: 'CAMPUS_BUZZ', label: 'Campus Buzz', needsVerification: true, remote: 'mfe_feed/Feed' },
  {
    key: 'COMMUNITIES',
    label: 'Communities',
    needsVerification: true,
    remote: 'mfe_communities/Communities',
  },
  {
    key: 'MARKETPLACE',
    label: 'Market Place',
    needsVerification: true,
    remote: 'mfe_marketplace/Marketplace',
  },
  {
    key: 'UNIVERSITY_REVIEWS',
    label: 'University Reviews',
    needsVerification: false,
    remote: 'mfe_reviews/Reviews',
  },
  { key: 'EVENTS', label: 'Events', needsVerification: true, remote: 'mfe_events/Events' },
  {
    key: 'NOTIFICATIONS',
    label: 'Notification Settings',
    needsVerification: false,
    remote: 'mfe_notifications/Notifications',
  },
  { key: 'PROFILE', label: 'Profile', needsVerification: false, remote: null },
];

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
