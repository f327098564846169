/** Order numbers: DD + the Asia/Shanghai day the order was placed + its id in 8 digits. */
export const ORDER_NO_PATTERN = /^DD\d{16}$/;

export function formatOrderNo(placedAt: Date, id: number): string {
  const day = new Date(placedAt.getTime() + 8 * 3600_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
  return `DD${day}${String(id).padStart(8, '0')}`;
}
