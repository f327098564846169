import 'server-only';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { SearchSuggestion } from '@/api/types';
import { listingTags } from '@/lib/catalog-tags';
import { suggestsFrom } from '@/lib/search-box';
import { toTsQuery } from '@/lib/search-tokens';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { enterprises, productSearch, supplierShowrooms } from '@/server/db/schema';
import { currentVocabulary } from '@/server/search/plan';
import { matchQuery, readQuery } from '@/server/search/query';
import { subscribe } from '@/server/cache/bus';
import { createAnswerCache } from './answer-cache';
import { containsPattern, param } from './paging';

export const SUGGEST_TYPE = { product: 1, supplier: 2 } as const;
/** Spec §9: ten suggestions. */
export const SUGGEST_LIMIT = 10;
const SUGGEST_CANDIDATES = 2000;

export const suggestQuery = z.object({
  name: param(z.string().trim().max(50).default('')),
  type: z.enum(['1', '2']).transform(Number),
  pageSize: param(z.coerce.number().int().min(1).max(SUGGEST_LIMIT).default(SUGGEST_LIMIT)),
});

/**
 * The keyword read as the listing reads it (words, synonyms, pinyin), its last Latin word a
 * prefix and pinyin allowed at once, so half-typed words (cizh, 抛光) already suggest.
 */
async function productTsQuery(keyword: string): Promise<string | null> {
  return matchQuery(readQuery(keyword, await currentVocabulary(), 'sound', true));
}

/** Showrooms keep the bigram index: the keyword's bigrams, the last one a prefix. */
function showroomTsQuery(keyword: string): string | null {
  const query = toTsQuery(keyword);
  return query && query.endsWith("'") ? `${query}:*` : query;
}

// Suggestions fire on every keystroke from every visitor, and people type the same prefixes:
// an answer is shared for 2 s, served while refreshing up to 4.5 s. A product save drops its
// answers by tag in every process (the cache bus); the age limit covers a missed message.
const cache = createAnswerCache({
  name: 'suggest',
  ttlMs: 2_000,
  maxAgeMs: 4_500,
  maxBytes: 16 * 1024 * 1024,
});
subscribe('catalog', ({ tags }) => cache.invalidate(tags));

/** Drops cached suggestions (tests that change products between calls). */
export function clearSuggestionCache(): void {
  cache.clear();
}

/** Search-box suggestions, cached per keyword, type and size (see loadSuggestions). */
export function searchSuggestions(
  keyword: string,
  type: number,
  limit: number,
): Promise<SearchSuggestion[]> {
  return cache.get(
    JSON.stringify([keyword, type, limit]),
    () => loadSuggestions(keyword, type, limit),
    // Supplier suggestions follow showrooms, not products: they only expire.
    (answers) =>
      type === SUGGEST_TYPE.product
        ? listingTags(
            { keyword },
            answers.map((a) => Number(a.bid)),
          )
        : [],
  );
}

/**
 * Search-box suggestions (getProductSearchRes): products or supplier showrooms whose search
 * vector matches, through the GIN index. Names containing the typed text come first, then
 * popularity (sales for products; text rank, then showroom rank, for suppliers).
 */
async function loadSuggestions(
  keyword: string,
  type: number,
  limit: number,
): Promise<SearchSuggestion[]> {
  if (!suggestsFrom(keyword)) return [];
  const query =
    type === SUGGEST_TYPE.supplier ? showroomTsQuery(keyword) : await productTsQuery(keyword);
  if (!query) return [];
  const tsQuery = sql`to_tsquery('simple', ${query})`;
  const pattern = containsPattern(keyword);
  if (type === SUGGEST_TYPE.supplier) {
    const rows = await db
      .select({ id: enterprises.id, name: enterprises.name })
      .from(supplierShowrooms)
      .innerJoin(enterprises, eq(enterprises.id, supplierShowrooms.enterpriseId))
      .where(
        and(
          sql`${supplierShowrooms.searchVector} @@ ${tsQuery}`,
          eq(enterprises.type, 1),
          eq(enterprises.status, 1),
        ),
      )
      .orderBy(
        desc(ilike(enterprises.name, pattern)),
        desc(sql`ts_rank(${supplierShowrooms.searchVector}, ${tsQuery})`),
        desc(supplierShowrooms.rank),
      )
      .limit(limit);
    return rows.map((r) => ({ bid: r.id, type, realName: r.name }));
  }
  // A common word matches a large share of the catalogue; ranking is bounded to the
  // SUGGEST_CANDIDATES best sellers among the matches, read from the narrow product_search copy
  // (100 bytes a row, against 2.3 kB for products: at 100k products 地板's 11k matches took
  // 140-400 ms from products, whose rows do not stay in the buffers, and 9 ms from it). Sorting
  // them is what keeps the query on the GIN bitmap: with a bare LIMIT the planner scans the
  // table and tests every row's vector.
  const candidates = db
    .select({
      id: productSearch.id,
      name: productSearch.name,
      salesCount: productSearch.salesCount,
    })
    .from(productSearch)
    .where(sql`${productSearch.searchVector} @@ ${tsQuery}`)
    .orderBy(desc(sql`${productSearch.salesCount} + 0`))
    .limit(SUGGEST_CANDIDATES)
    .as('candidates');
  // Several products can share a name; fetch a few extra so the list still fills after dedupe.
  const rows = await db
    .select({ id: candidates.id, name: candidates.name })
    .from(candidates)
    // Plain columns only: ranking by the vector would decompress it for every candidate.
    .orderBy(desc(ilike(candidates.name, pattern)), desc(candidates.salesCount))
    .limit(limit * 3);
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.name) && seen.add(r.name))
    .slice(0, limit)
    .map((r) => ({ bid: r.id, type, realName: r.name }));
}
