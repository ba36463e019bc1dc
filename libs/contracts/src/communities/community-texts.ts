// Zod-free (front ends import it): the communities list's plain values. A module defining schemas would
// bring all of zod into the Communities tab's first screen (issue 30).
import { PAGE_SIZES } from '../constants';

/** Page size of every community list (spec §9). */
export const COMMUNITIES_PAGE_SIZE = PAGE_SIZES.communities;
