// Zod-free (front ends import it): every marketplace path template, relative to /api/v1.
const ITEMS = '/marketplace/items';

export const MARKETPLACE_PATHS = {
  items: ITEMS,
  item: `${ITEMS}/{itemId}`,
} as const;
