import { LISTING_PRICE_MAX } from './listing-messages';

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Largest price in cents (999999.99). */
export const LISTING_PRICE_MAX_CENTS = Math.round(LISTING_PRICE_MAX * 100);

/**
 * A price as whole cents, exactly: read from the number's own shortest decimal form (`String(19.99)`
 * is "19.99"), never by multiplying a float (19.99 * 100 is 1998.9999999999998). Null when it is
 * negative, not finite, or has more than two decimals (1.005, 0.1 + 0.2 = 0.30000000000000004).
 */
export function priceToCents(price: number | string): number | null {
  const text = typeof price === 'number' ? (Number.isFinite(price) ? String(price) : '') : price.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents back to the price answered (`1999` → 19.99: exact integer division prints as the price). */
export function centsToPrice(cents: number): number {
  return cents / 100;
}

/** A price for display, without currency: Indian digit grouping, two decimals unless whole (`1299.5` → '1,299.50', `20` → '20'). */
export function formatPrice(price: number): string {
  const cents = Math.round(price * 100);
  const whole = Math.trunc(cents / 100).toLocaleString('en-IN');
  return cents % 100 === 0 ? whole : `${whole}.${String(cents % 100).padStart(2, '0')}`;
}
