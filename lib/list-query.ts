/** Query-string helpers shared by the content lists (designs, information, rent, certificates). */
import { parseId } from './id';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed; '' when absent. */
export function firstParam(params: SearchParams, key: string): string {
  const value = params[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

/** An id parameter (see parseId), or undefined when absent or not an id. */
export function idParam(params: SearchParams, key: string): number | undefined {
  return parseId(firstParam(params, key));
}

/** The page number (pageNo), clamped to 1…10,000. */
export function pageParam(params: SearchParams): number {
  return Math.min(10_000, idParam(params, 'pageNo') ?? 1);
}

/** A page's searchParams back as `?a=1&b=2` (empty when there are none), for redirects. */
export function searchOf(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of typeof value === 'string' ? [value] : (value ?? [])) search.append(key, v);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
