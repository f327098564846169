/** The key of product searches in search_records and search_clicks. */
export const PRODUCT_SEARCH_KEY = 'product';

/** What the search made of a keyword, for the listing's notice (server/search/plan). */
export interface SearchUnderstanding {
  /** The keyword as typed. */
  query: string;
  /** Set when no product had every word: the words the results match. */
  shown: string | null;
  /** The words left out to find anything. */
  dropped: string[];
  /** Set when words were read by their sound (瓷转 → 瓷砖). */
  corrected: string | null;
}

/** The listing's line about a widened search, or null when the keyword was found as typed. */
export function searchNotice(u: SearchUnderstanding | null | undefined): string | null {
  if (!u) return null;
  if (u.shown) return `没有找到与“${u.query}”完全匹配的商品，为您显示“${u.shown}”的结果`;
  if (u.corrected) return `没有找到“${u.query}”的结果，已为您显示“${u.corrected}”的结果`;
  return null;
}
