/** Query-string helpers shared by the content lists (designs, information, rent, certificates). */

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed; '' when absent. */
export function firstParam(params: SearchParams, key: string): string {
  const value = params[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

/** A positive integer parameter, or undefined when absent or not a positive integer. */
export function idParam(params: SearchParams, key: string): number | undefined {
  const raw = firstParam(params, key);
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
}

/** The page number (pageNo), clamped to 1…10,000. */
export function pageParam(params: SearchParams): number {
  return Math.min(10_000, idParam(params, 'pageNo') ?? 1);
}
