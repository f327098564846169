/** The largest value of an `integer` column: every row id of the mall fits, a larger one names no row. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id from a path segment, a query value or a number: an integer 1…MAX_ID written in
 * digits, otherwise undefined. Pages answer their 404 for undefined; a larger number would reach
 * PostgreSQL and fail there.
 */
export function parseId(raw: string | number | null | undefined): number | undefined {
  if (typeof raw === 'number')
    return Number.isInteger(raw) && raw > 0 && raw <= MAX_ID ? raw : undefined;
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : undefined;
}
