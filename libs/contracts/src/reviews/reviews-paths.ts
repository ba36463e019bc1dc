// Zod-free (front ends import it): every reviews path template, relative to /api/v1.
const ITEMS = '/reviews/items';

export const REVIEWS_PATHS = {
  items: ITEMS,
  item: `${ITEMS}/{itemId}`,
} as const;
