/**
 * The canonical URL rule (docs/seo.md): a page's canonical path keeps only the query that
 * defines its content; a list state beyond that (another page, a sort, a second filter) is
 * not indexed but its links are followed.
 */
export interface CanonicalVerdict {
  /** Path and content query, e.g. `/product?keyword=地板`. */
  path: string;
  index: boolean;
}

interface PageRule {
  pattern: RegExp;
  /** Params that define the content; kept in the canonical URL when they hold one value. */
  content: readonly string[];
  /** A list: any other non-default param (sort, filter, page > 1) means noindex, follow. */
  list: boolean;
  /** Values that are the default and so the same page as without the param. */
  defaults?: Readonly<Record<string, string>>;
}

const PAGE_PARAMS = new Set(['page', 'pageNo']);
/** Shares and campaigns add these; they never change what a page shows. */
const TRACKING = /^(utm_.*|spm|from|source|shareId|share_from|isappinstalled|scene|_.*)$/;

export const CANONICAL_RULES: readonly PageRule[] = [
  {
    pattern: /^\/product(\/[\d_]+)?$/,
    content: ['keyword', 'categoryId', 'brandIds'],
    list: true,
    defaults: { sort: 'relevance' },
  },
  { pattern: /^\/brand\/[^/]+$/, content: [], list: true },
  { pattern: /^\/list$/, content: ['keyword', 'categoryId'], list: true },
  { pattern: /^\/bid\/list$/, content: ['nonresidentialType'], list: true },
  { pattern: /^\/other-bid\/list$/, content: ['area'], list: true },
  { pattern: /^\/activitys\/list$/, content: ['provinceId', 'cityId'], list: true },
  { pattern: /^\/inquiry\/list$/, content: [], list: true },
  { pattern: /^\/demand\/list$/, content: ['categoryId', 'styleId'], list: true },
  { pattern: /^\/information\/list$/, content: ['type'], list: true },
  { pattern: /^\/designs\/design-case$/, content: ['id', 'styleId', 'typeId'], list: true },
  // Detail pages named by a query id: every other param (a title, a share id) is dropped.
  {
    pattern: /^\/(activitys\/details|other-bid\/details|recruit\/item|help|mobile\/poster\/home)$/,
    content: ['id'],
    list: false,
  },
];

type Query = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

function searchOf(query: Query): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of [value ?? []].flat()) search.append(key, v);
  }
  return search;
}

/** The canonical path of a page and whether it is indexed, from its public path and query. */
export function canonicalOf(pathname: string, query: Query): CanonicalVerdict {
  const search = searchOf(query);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const rule = CANONICAL_RULES.find((r) => r.pattern.test(path));
  if (!rule) return { path, index: true };
  const kept = new URLSearchParams();
  let index = true;
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key).map((v) => v.trim());
    const value = values[0] ?? '';
    if (!value || TRACKING.test(key) || rule.defaults?.[key] === value) continue;
    if (PAGE_PARAMS.has(key)) {
      if (value !== '1') index = false;
    } else if (rule.content.includes(key) && values.length === 1 && !value.includes(',')) {
      kept.set(key, value);
    } else if (rule.list) {
      index = false;
    }
  }
  kept.sort();
  const qs = kept.toString();
  return { path: qs ? `${path}?${qs}` : path, index: index || !rule.list };
}
