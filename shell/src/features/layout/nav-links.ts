import { LANDING_SECTION_IDS } from '../landing';

/** Navbar links (spec §2): three sections of the landing page, then two pages. */
export type NavLink = { label: string } & ({ section: string } | { to: string });

export const NAV_LINKS: NavLink[] = [
  { label: 'Home', section: LANDING_SECTION_IDS.home },
  { label: "Who it's For", section: LANDING_SECTION_IDS.whoItsFor },
  { label: 'How It Works', section: LANDING_SECTION_IDS.howItWorks },
  { label: 'About us', to: '/about' },
  { label: 'Contact us', to: '/contact' },
];

export const LANDING_SECTIONS = NAV_LINKS.flatMap((link) => ('section' in link ? [link.section] : []));

/** The sticky navbar's height: sections scroll to just below it. */
export const SECTION_SCROLL_OFFSET = 80;
