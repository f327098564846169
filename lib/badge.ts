/**
 * The text of a count badge: the count up to `max`, then `max+` (spec §9: the cart badge caps at
 * 99+, the message badge at max 99); nothing for zero or less.
 */
export function badgeText(count: number | null | undefined, max: number): string {
  if (!count || count < 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}
