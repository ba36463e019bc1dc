/** Ids of the landing page sections the navbar scrolls to. */
export const LANDING_SECTION_IDS = {
  home: 'home',
  whoItsFor: 'who-its-for',
  howItWorks: 'how-it-works',
} as const;
