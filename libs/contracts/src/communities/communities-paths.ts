// Zod-free (front ends import it): every communities path template, relative to /api/v1.
const ITEMS = '/communities/items';

export const COMMUNITIES_PATHS = {
  items: ITEMS,
  item: `${ITEMS}/{itemId}`,
} as const;
