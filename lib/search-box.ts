import type { SearchTrackingRecord } from '@/api/types';

/** What the top search box looks for; 产品 is the default (spec §2). */
export type SearchKind = 'product' | 'supplier' | 'case';

/** Search type numbers (spec §9), sent as the tracking record's key. */
export const SEARCH_TYPE: Record<SearchKind, number> = { product: 8, supplier: 12, case: 2 };
/** Menu types of the type switcher (spec §9), in menu order. */
export const SEARCH_MENU_TYPE: Record<SearchKind, number> = { product: 0, supplier: 1, case: 2 };

export const SEARCH_KINDS: readonly { kind: SearchKind; label: string }[] = [
  { kind: 'product', label: '产品' },
  { kind: 'supplier', label: '供应商' },
  { kind: 'case', label: '案例' },
];

export const DEFAULT_SEARCH_KIND: SearchKind = 'product';

/** Suggestions: throttled at 1000 ms, 10 results (spec §9). */
export const SUGGEST_THROTTLE_MS = 1000;
export const SUGGEST_PAGE_SIZE = 10;
/** An empty search flashes the input for 500 ms (spec §4). */
export const EMPTY_FLASH_MS = 500;

/** Keywords are trimmed everywhere they are searched (spec §5). */
export function normalizeKeyword(raw: string | null | undefined): string {
  return (raw ?? '').trim();
}

export function isEmptyKeyword(raw: string | null | undefined): boolean {
  return normalizeKeyword(raw) === '';
}

const TARGET_PATH: Record<SearchKind, string> = {
  product: '/product',
  supplier: '/yeation/more',
  case: '/designs/search-filiter',
};

/** The page a search of this kind opens: products, selected suppliers or design cases. */
export function searchPath(kind: SearchKind): string {
  return TARGET_PATH[kind];
}

/** Where a search goes (spec §2): the kind's page with the trimmed keyword. */
export function searchTarget(kind: SearchKind, raw: string): string {
  return `${searchPath(kind)}?keyword=${encodeURIComponent(normalizeKeyword(raw))}`;
}

/**
 * The query string with its keyword trimmed, or null when there is nothing to trim. A search the
 * browser sends itself (the header's form before it has hydrated) carries the typed spaces; the
 * page redirects to the trimmed address so one search has one URL.
 */
export function trimmedKeywordQuery(search: URLSearchParams): string | null {
  const raw = search.get('keyword');
  if (raw === null || raw === normalizeKeyword(raw)) return null;
  const next = new URLSearchParams(search);
  const keyword = normalizeKeyword(raw);
  if (keyword) next.set('keyword', keyword);
  else next.delete('keyword');
  return next.toString();
}

/** Suggestion type of getProductSearchRes: 1 product, 2 supplier; cases have none. */
export function suggestType(kind: SearchKind): 1 | 2 | null {
  if (kind === 'product') return 1;
  if (kind === 'supplier') return 2;
  return null;
}

export interface SuggestQuery {
  name: string;
  type: 1 | 2;
  pageSize: number;
}

/**
 * Whether a trimmed keyword suggests anything. A lone Latin letter or digit is the prefix of half
 * the catalogue's words and pinyin (c matches 55% of the products), so its suggestions would be a
 * lottery, and finding them reads every product; a Han character is a word of its own.
 */
export function suggestsFrom(name: string): boolean {
  return name !== '' && !/^[a-z0-9]$/i.test(name);
}

/** The suggestion request for a keyword, or null when nothing should be asked. */
export function suggestQuery(kind: SearchKind, raw: string): SuggestQuery | null {
  const type = suggestType(kind);
  const name = normalizeKeyword(raw);
  if (type === null || !suggestsFrom(name)) return null;
  return { name, type, pageSize: SUGGEST_PAGE_SIZE };
}

/** The search-tracking record (spec §3) sent with every search. */
export function searchTrackingRecord(
  kind: SearchKind,
  raw: string,
  total: number,
): SearchTrackingRecord {
  return { word: normalizeKeyword(raw), key: String(SEARCH_TYPE[kind]), total };
}

/** The alternate theme's top search: two tabs (spec §2). */
export const ALTERNATE_SEARCH_TABS: readonly { kind: 'product' | 'supplier'; label: string }[] = [
  { kind: 'product', label: '搜产品' },
  { kind: 'supplier', label: '搜供应商' },
];

/** The alternate theme's 3 recommended categories (spec §2). */
export const RECOMMENDED_CATEGORIES = [
  { id: 5, name: '地板' },
  { id: 22, name: '涂料' },
  { id: 37, name: '墙体保温' },
] as const;

export function categoryListingUrl(categoryId: number): string {
  return `/product?categoryId=${categoryId}`;
}

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/**
 * Runs `fn` at most once per `waitMs`: the first call at once, the latest of the calls made
 * during the wait when it ends (so the last keyword typed is always asked for).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
      },
      Math.max(remaining, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
