// Spec §2 mobile bottom navigation, in order: generated from the tabs' `mobile` entries in
// tools/verticals/verticals.json.
export { MOBILE_NAV_ITEMS } from '../dashboard';

/** Routes where the bar is hidden (spec §2). */
export const MOBILE_NAV_HIDDEN_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/verify',
  '/highschool-form',
  '/university-form',
  '/university-email-verify',
]);
