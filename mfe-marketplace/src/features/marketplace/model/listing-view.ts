import { formatPrice } from '@campusloop/contracts';

/** Spec §9: card descriptions show 120 characters. */
export const CARD_DESCRIPTION_MAX = 120;

/** A price as the cards and details show it: rupees with grouping, two decimals unless whole (₹1,299.50, ₹0 free). */
export const priceText = (price: number): string => `₹${formatPrice(price)}`;

export function cardDescription(text: string): string {
  return text.length > CARD_DESCRIPTION_MAX ? `${text.slice(0, CARD_DESCRIPTION_MAX).trimEnd()}…` : text;
}
