import type { DashboardTabKey } from '@campusloop/web-platform';

/** Spec §2 mobile bottom navigation, in order. */
export const MOBILE_NAV_ITEMS: ReadonlyArray<{ key: DashboardTabKey; label: string }> = [
  { key: 'CAMPUS_BUZZ', label: 'Buzz' },
  { key: 'COMMUNITIES', label: 'Communities' },
  { key: 'HOME', label: 'Home' },
  { key: 'MARKETPLACE', label: 'Market' },
  { key: 'UNIVERSITY_REVIEWS', label: 'Reviews' },
  { key: 'EVENTS', label: 'Events' },
];

/** Routes where the bar is hidden (spec §2). */
export const MOBILE_NAV_HIDDEN_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/verify',
  '/highschool-form',
  '/university-form',
  '/university-email-verify',
]);
