/** Values a list keeps in its URL: filters and the page number. */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The URL of a list with its state: empty values and page 1 are left out, so the same state
 * always gives the same URL (the keep-alive scroll position is stored under it).
 */
export function listHref(path: string, params: ListParams, patch: ListParams = {}): string {
  const merged = { ...params, ...patch };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'pageNo' && Number(value) === 1) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The first value of a page's searchParams entry. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
