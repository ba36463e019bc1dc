// Zod-free (front ends import it): every notifications path template, relative to /api/v1.
const ITEMS = '/notifications/items';

export const NOTIFICATIONS_PATHS = {
  items: ITEMS,
  item: `${ITEMS}/{itemId}`,
} as const;
