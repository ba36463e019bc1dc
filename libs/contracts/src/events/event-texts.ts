// Zod-free (front ends import it): the events list's plain values. A module defining schemas would bring
// all of zod into the Events tab's first screen (issue 30).
import { PAGE_SIZES } from '../constants';

/** Page size of every event list (spec §9). */
export const EVENTS_PAGE_SIZE = PAGE_SIZES.events;
