import { decodeListState, encodeListState } from './list-state';
import { internalListingPath } from './product-query';

/**
 * A list page whose query is carried in the path so each list state is a cached page:
 * `pattern` matches the public pathname, `params` are the query params the list reads.
 */
export interface CachedList {
  pattern: RegExp;
  params: readonly string[];
}

const PAGE = ['pageNo', 'pageSize'];

/**
 * The cached lists besides the product listing (which has its own canonical form). To add
 * one: register its public path and params here, and serve it from a `[state]` child segment
 * that reads `parseListState(state)` instead of searchParams.
 */
export const CACHED_LISTS: readonly CachedList[] = [
  {
    pattern: /^\/bid\/list$/,
    params: [...PAGE, 'title', 'nonresidentialType', 'sortColumn', 'desc'],
  },
  { pattern: /^\/other-bid\/list$/, params: [...PAGE, 'area', 'title'] },
  { pattern: /^\/inquiry\/list$/, params: [...PAGE, 'key', 'status', 'quoteEndA', 'quoteEndB'] },
  {
    pattern: /^\/activitys\/list$/,
    params: [...PAGE, 'cityId', 'provinceId', 'name', 'status'],
  },
  // Its page size is fixed by the page.
  { pattern: /^\/demand\/list$/, params: ['pageNo', 'categoryId', 'styleId', 'status', 'sortIng'] },
  // One brand's page; the bare /brand directory takes no query and is a plain cached page.
  { pattern: /^\/brand\/[^/]+$/, params: ['pageNo'] },
];

/** The canonical query of a list: its own params only, first value, no empties, keys sorted. */
function canonicalQuery(list: CachedList, search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of [...list.params].sort()) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  return query.toString();
}

/**
 * The internal path of a public list URL, or null when it is no cached list: the canonical
 * query goes into one extra trailing segment (`/bid/list?pageNo=2&utm=x` →
 * `/bid/list/{base64url('pageNo=2')}`), so equivalent URLs share one cache entry. Covers the
 * product listing too, so the proxy has one call to make.
 */
export function internalListPath(pathname: string, search: URLSearchParams): string | null {
  const listing = internalListingPath(pathname, search);
  if (listing) return listing;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const list = CACHED_LISTS.find((l) => l.pattern.test(path));
  return list ? `${path}/${encodeListState(canonicalQuery(list, search))}` : null;
}

/**
 * The query of a registered list's state segment; null unless the segment is exactly the
 * canonical form, so one list state has one cache entry (anything else is a 404).
 */
export function parseListState(segment: string): URLSearchParams | null {
  const qs = decodeListState(segment);
  if (qs === null) return null;
  const params = new URLSearchParams(qs);
  const keys = [...params.keys()];
  const canonical =
    keys.every((k, i) => i === 0 || keys[i - 1]! < k) && [...params.values()].every(Boolean);
  return canonical && params.toString() === qs ? params : null;
}
