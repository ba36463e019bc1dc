// Zod-free (front ends import it): every referrals path template, relative to /api/v1.
const ITEMS = '/referrals/items';

export const REFERRALS_PATHS = {
  items: ITEMS,
  item: `${ITEMS}/{itemId}`,
} as const;
