/** Dashboard tab keys of spec §2 (the shell owns the tab frame; remotes render inside a tab). */
export const DASHBOARD_TABS = [
  'HOME',
  'CAMPUS_BUZZ',
  'COMMUNITIES',
  'MARKETPLACE',
  'UNIVERSITY_REVIEWS',
  'EVENTS',
  'NOTIFICATIONS',
  'PROFILE',
] as const;
export type DashboardTabKey = (typeof DASHBOARD_TABS)[number];

/** Props the shell passes to a remote's exposed tab module. All optional, so a remote also runs standalone. */
export type RemoteTabProps = {
  /** The dashboard tab showing the module (mfe_feed's Feed serves both HOME and CAMPUS_BUZZ). */
  tabKey?: DashboardTabKey;
};
