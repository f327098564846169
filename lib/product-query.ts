import type { HighlightSegment } from '@/api/types';
import { MAX_CATEGORY_LEVEL } from './category-tree';
import { parseId } from './parse-id';
import { decodeListState, EMPTY_LIST_STATE, encodeListState } from './list-state';
import { MULTI_SELECT_MAX } from './multi-select';
import { normalizeKeyword } from './search-box';
import { searchTokens } from './search-tokens';

/** Sort orders of the listing: 综合 (relevance), 价格 up/down, 最新, 销量. */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'sales'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const LISTING_PAGE_SIZE = 20;
export const MAX_LISTING_PAGE_SIZE = 60;

/** The listing's whole state, kept in the URL so it can be shared and the back button works. */
export interface ProductQuery {
  /** Trimmed; '' when there is none. */
  keyword: string;
  brandIds: number[];
  categoryId?: number;
  categoryIds: number[];
  customRefer?: string;
  customWord?: string;
  sort: ProductSort;
  page: number;
}

export const EMPTY_PRODUCT_QUERY: ProductQuery = {
  keyword: '',
  brandIds: [],
  categoryIds: [],
  sort: 'relevance',
  page: 1,
};

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function allValues(source: ParamSource, key: string): string[] {
  if (source instanceof URLSearchParams) return source.getAll(key);
  const value = source[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const firstValue = (source: ParamSource, key: string) => allValues(source, key)[0];

const positiveId = (text: string | undefined) => parseId(text?.trim());

/** Ids from repeated params and/or comma lists, deduplicated, invalid entries dropped. */
export function parseIdList(values: readonly string[]): number[] {
  const ids = values
    .flatMap((v) => v.split(','))
    .map(positiveId)
    .filter((n): n is number => n !== undefined);
  return [...new Set(ids)];
}

function optionalText(text: string | undefined): string | undefined {
  const trimmed = normalizeKeyword(text);
  return trimmed ? trimmed : undefined;
}

/** Reads the listing state from a URL's query, leniently: anything invalid falls back. */
export function parseProductQuery(source: ParamSource): ProductQuery {
  const sort = firstValue(source, 'sort');
  const page = positiveId(firstValue(source, 'page') ?? firstValue(source, 'pageNo'));
  const categoryId = positiveId(firstValue(source, 'categoryId'));
  const customRefer = optionalText(firstValue(source, 'customRefer'));
  const customWord = optionalText(firstValue(source, 'customWord'));
  return {
    keyword: normalizeKeyword(firstValue(source, 'keyword')),
    brandIds: parseIdList(allValues(source, 'brandIds')).slice(0, MULTI_SELECT_MAX),
    ...(categoryId ? { categoryId } : {}),
    categoryIds: parseIdList(allValues(source, 'categoryIds')).slice(0, MULTI_SELECT_MAX),
    ...(customRefer ? { customRefer } : {}),
    ...(customWord ? { customWord } : {}),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : 'relevance',
    page: page ?? 1,
  };
}

/** The query string of a state (without `?`); defaults are left out so URLs stay short. */
export function serializeProductQuery(query: ProductQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.brandIds.length) params.set('brandIds', query.brandIds.join(','));
  if (query.categoryId) params.set('categoryId', String(query.categoryId));
  if (query.categoryIds.length) params.set('categoryIds', query.categoryIds.join(','));
  if (query.customRefer) params.set('customRefer', query.customRefer);
  if (query.customWord) params.set('customWord', query.customWord);
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/**
 * `/product/{first}_{second}_{third}`: 1 to 3 numeric ids joined by underscores; anything
 * else is not a listing (null → 404).
 */
export function parseCategoryPath(segment: string): number[] | null {
  const parts = segment.split('_');
  if (parts.length > MAX_CATEGORY_LEVEL) return null;
  const ids = parts.map((p) => (/^\d{1,9}$/.test(p) ? Number(p) : 0));
  return ids.every((id) => id > 0) ? ids : null;
}

export function categoryPathSegment(ids: readonly number[]): string {
  return ids.join('_');
}

/** `/product` or `/product/{path}` for a category chain. */
export function listingPath(categoryIds: readonly number[] = []): string {
  return categoryIds.length ? `/product/${categoryPathSegment(categoryIds)}` : '/product';
}

/**
 * A listing URL from the current state and a change. Any change other than the page itself
 * goes back to page 1, since the old page number means nothing for new results.
 */
export function createListingUrl(
  path: string,
  current: ProductQuery,
  change: Partial<ProductQuery> = {},
): string {
  const next: ProductQuery = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const qs = serializeProductQuery(next);
  return qs ? `${path}?${qs}` : path;
}

/** The state segment of a listing without any query. */
export const EMPTY_LISTING_STATE = EMPTY_LIST_STATE;
/** The category segment of the internal listing path when the listing has no category. */
export const ALL_CATEGORIES_SEGMENT = 'all';

/**
 * The internal path of a public listing URL, or null when the URL is not a listing. The query
 * is canonicalised and carried as a base64url path segment (`/product/1_5?sort=newest&x=1` →
 * `/product/1_5/{base64url('sort=newest')}`, see lib/list-state) and the page cache holds
 * every listing state as its own page, while equivalent URLs share one entry. A category path drops a `categoryId` query.
 */
export function internalListingPath(pathname: string, search: URLSearchParams): string | null {
  const match = /^\/product(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match || match[1] === 'item') return null;
  const query = parseProductQuery(search);
  if (match[1]) delete query.categoryId;
  const state = encodeListState(serializeProductQuery(query));
  return `/product/${match[1] ?? ALL_CATEGORIES_SEGMENT}/${state}`;
}

/** The listing state of an internal path's state segment; null unless it is canonical. */
export function parseListingState(segment: string): ProductQuery | null {
  const qs = decodeListState(segment);
  if (qs === null) return null;
  const query = parseProductQuery(new URLSearchParams(qs));
  return serializeProductQuery(query) === qs ? query : null;
}

/**
 * A listing's title (page title and h1): its category, with the keyword searched in it, the
 * search alone, or all products.
 */
export function listingTitle(
  categoryName: string | undefined,
  keyword: string | undefined,
): string {
  if (categoryName) return keyword ? `${keyword} - ${categoryName}` : categoryName;
  return keyword ? `${keyword} - 商品搜索` : '全部商品';
}

/** The words a listing search looks for: the keyword and the extra custom word. */
export function searchWords(query: Pick<ProductQuery, 'keyword' | 'customWord'>): string {
  return [query.keyword, query.customWord].filter(Boolean).join(' ');
}

/**
 * Cuts a product name into plain and matched pieces for `<mark>`: every place where one of the
 * keyword's search tokens (CJK bigrams, lone CJK characters, Latin/digit words) occurs, case-
 * and width-insensitively.
 */
export function highlightSegments(text: string, keyword: string): HighlightSegment[] {
  const chars = Array.from(text);
  const tokens = searchTokens(keyword);
  if (!tokens.length || !chars.length) return text ? [{ text, hit: false }] : [];
  const folded = chars.map((c) => c.normalize('NFKC').toLowerCase());
  const hit = new Array<boolean>(chars.length).fill(false);
  for (const token of tokens) {
    const parts = Array.from(token);
    for (let i = 0; i + parts.length <= folded.length; i++) {
      if (parts.every((p, k) => folded[i + k] === p)) hit.fill(true, i, i + parts.length);
    }
  }
  const segments: HighlightSegment[] = [];
  chars.forEach((c, i) => {
    const last = segments[segments.length - 1];
    if (last && last.hit === hit[i]) last.text += c;
    else segments.push({ text: c, hit: hit[i] ?? false });
  });
  return segments;
}
