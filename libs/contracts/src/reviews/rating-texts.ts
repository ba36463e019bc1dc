// Zod-free (front ends import it): a rating's categories, their labels and its limits. A module defining
// schemas would bring all of zod into the Reviews tab's first screen (issue 30).
import { MAX_IMAGES_PER_CONTEXT } from '../constants';

/** The four categories of spec §3 Rating, in the order the UI shows them. */
export const RATING_CATEGORIES = ['academics', 'placements', 'campusLife', 'hostel'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];
export const RATING_CATEGORY_LABELS: Record<RatingCategory, string> = {
  academics: 'Academics',
  placements: 'Placements',
  campusLife: 'Campus Life',
  hostel: 'Hostel',
};
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_MAX_IMAGES = MAX_IMAGES_PER_CONTEXT.RATING;
