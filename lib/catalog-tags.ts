/**
 * Cache tags of the catalogue (docs/supplier-products.md): every cached listing page, detail page
 * and search/suggestion answer carries tags saying what it shows; a product save invalidates
 * the tags it could change, never the whole cache. A listing must match all of its filters,
 * so tagging it by one filter dimension (keyword, else category, else brand) is enough to catch
 * every product that could enter it; the products it shows are tagged too, for edits.
 */
import { searchTokens } from './search-tokens';

/** Next allows 128 tags per cache entry. */
export const MAX_TAGS = 128;
const MAX_FILTER_TAGS = 20;

export const productTag = (id: number) => `product:${id}`;
export const categoryTag = (id: number) => `category:${id}`;
export const brandTag = (id: number) => `brand:${id}`;
export const supplierTag = (id: number) => `supplier:${id}`;
/** Listings with no keyword, category or brand filter (every product may enter them). */
export const ALL_LISTINGS_TAG = 'listing:all';

/** A keyword's tag: the first character of its first token (CJK prefix queries included). */
function keywordTag(token: string): string {
  return `kw:${Array.from(token)[0]}`;
}

export interface ListingFilter {
  keyword?: string | null;
  categoryId?: number | null;
  categoryIds?: readonly number[];
  brandIds?: readonly number[];
  /** A brand page's own brand. */
  brandId?: number | null;
  tenantId?: number | null;
}

/** The tags of a listing (page or answer) showing these products. */
export function listingTags(filter: ListingFilter, productIds: readonly number[]): string[] {
  const tags: string[] = [];
  const first = searchTokens(filter.keyword)[0];
  const categories = [
    ...(filter.categoryId ? [filter.categoryId] : []),
    ...(filter.categoryIds ?? []),
  ];
  const brands = [...(filter.brandId ? [filter.brandId] : []), ...(filter.brandIds ?? [])];
  if (first) tags.push(keywordTag(first));
  else if (filter.tenantId) tags.push(supplierTag(filter.tenantId));
  else if (categories.length && categories.length <= MAX_FILTER_TAGS)
    tags.push(...categories.map(categoryTag));
  else if (brands.length && brands.length <= MAX_FILTER_TAGS) tags.push(...brands.map(brandTag));
  else tags.push(ALL_LISTINGS_TAG);
  for (const id of productIds) tags.push(productTag(id));
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

export interface TaggedProduct {
  id: number;
  supplierId: number;
  category1Id: number;
  category2Id: number;
  category3Id: number;
  brandId: number | null;
  /** The product's search columns (server/search/product-index), one tag per first character. */
  searchName: string;
  searchBrand: string;
  searchText: string;
  searchPinyin: string;
}

/** Everything a change to these versions of a product (before and after) may have touched. */
export function productTags(...versions: (TaggedProduct | null | undefined)[]): string[] {
  const tags = new Set<string>([ALL_LISTINGS_TAG]);
  for (const p of versions) {
    if (!p) continue;
    tags.add(productTag(p.id));
    tags.add(supplierTag(p.supplierId));
    for (const c of [p.category1Id, p.category2Id, p.category3Id]) tags.add(categoryTag(c));
    if (p.brandId) tags.add(brandTag(p.brandId));
    const tokens = [p.searchName, p.searchBrand, p.searchText, p.searchPinyin].join(' ');
    for (const token of tokens.split(' ').filter(Boolean)) tags.add(keywordTag(token));
  }
  return [...tags];
}
