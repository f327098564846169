/** Quantity limit of a cart line or order line. */
export const MAX_CART_QUANTITY = 99999;

/** A typed or stepped quantity as a whole number within min…max; anything unreadable is min. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.floor(value)));
}
