import 'server-only';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { ListingPage, SearchRelatedInfo, Sku } from '@/api/types';
import { MAX_CATEGORY_LEVEL } from '@/lib/category-tree';
import { selectionError } from '@/lib/multi-select';
import {
  highlightSegments,
  LISTING_PAGE_SIZE,
  MAX_LISTING_PAGE_SIZE,
  PRODUCT_SORTS,
  searchWords,
  type ProductSort,
} from '@/lib/product-query';
import { listingTags } from '@/lib/catalog-tags';
import { PRODUCT_SEARCH_KEY } from '@/lib/search-understanding';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { brands, enterprises, products, productSearch, skus } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import {
  invalidateVocabulary,
  planSearch,
  type CategoryIntent,
  type SearchPlan,
} from '@/server/search/plan';
import type { SessionUser } from './identity/session';
import { getUserClientId } from './identity/client-id';
import { subscribe } from '@/server/cache/bus';
import { createAnswerCache } from './answer-cache';
import { offsetOf, param, toPage } from './paging';
import { recordTrackEvent } from './tracking';
import { allCategories } from './category';
import { visitorId } from './visitor';

const ON_SHELF = 1;
const BRAND_FACET_LIMIT = 50;

const positiveInt = idField();

/** Ids sent as repeated params (`brandIds=1&brandIds=2`) and/or a comma list (`brandIds=1,2`). */
const idList = z.preprocess(
  (value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  z.array(positiveInt),
);

export const listingInput = z.object({
  keyword: param(z.string().trim().max(100).optional()),
  brandIds: idList,
  categoryId: param(positiveInt.optional()),
  categoryIds: idList,
  customRefer: param(z.string().trim().max(64).optional()),
  customWord: param(z.string().trim().max(50).optional()),
  sort: param(z.enum(PRODUCT_SORTS).optional()),
  pageNo: param(z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: param(
    z.coerce.number().int().min(1).max(MAX_LISTING_PAGE_SIZE).default(LISTING_PAGE_SIZE),
  ),
});
export const brandListingInput = listingInput.extend({ brandId: positiveInt });
export const tenantListingInput = listingInput.extend({ tenantId: positiveInt });

export const LISTING_LABELS = {
  keyword: '关键词',
  brandIds: '品牌',
  brandId: '品牌',
  categoryId: '分类',
  categoryIds: '分类',
  customRefer: '来源',
  customWord: '关键词',
  sort: '排序',
  pageNo: '页码',
  pageSize: '每页条数',
  tenantId: '供应商',
};

export type ListingInput = z.output<typeof listingInput> & {
  brandId?: number;
  /** The supplier enterprise (tenantItemSearch). */
  tenantId?: number;
};

/** Who searched, for the search record. */
export interface SearchVisitor {
  userId: number | null;
  clientId: string | null;
}

export async function searchVisitorOf(
  req: NextRequest,
  user: SessionUser | null,
): Promise<SearchVisitor> {
  return {
    userId: user?.id ?? null,
    clientId: user ? await getUserClientId(user.id) : visitorId(req),
  };
}

/** The keyword and the custom word, which refines it (both must match). */
function wordsOf(input: ListingInput): string {
  return searchWords({ keyword: input.keyword ?? '', customWord: input.customWord });
}

function checkSelections(input: ListingInput): void {
  const error = selectionError(input.brandIds.length) ?? selectionError(input.categoryIds.length);
  if (error) throw badRequest(error);
}

/** A category id of any level matches its whole subtree: products store all three levels. */
function inCategories(ids: readonly number[]): SQL | undefined {
  if (!ids.length) return undefined;
  return or(
    inArray(productSearch.category1Id, ids),
    inArray(productSearch.category2Id, ids),
    inArray(productSearch.category3Id, ids),
  );
}

interface Conditions {
  /** Every filter but the brands. */
  base: SQL[];
  brands: SQL | undefined;
}

function conditionsOf(input: ListingInput, plan: SearchPlan): Conditions {
  // The search copy holds on-shelf products only.
  const base: SQL[] = [];
  if (plan.match) {
    base.push(sql`${productSearch.searchVector} @@ to_tsquery('simple', ${plan.match})`);
  }
  if (input.categoryId) base.push(inCategories([input.categoryId])!);
  const many = inCategories(input.categoryIds);
  if (many) base.push(many);
  if (input.tenantId) base.push(eq(productSearch.supplierId, input.tenantId));
  if (input.brandId) base.push(eq(productSearch.brandId, input.brandId));
  return {
    base,
    brands: input.brandIds.length ? inArray(productSearch.brandId, input.brandIds) : undefined,
  };
}

/** The surest category intent the product falls under (server/search/plan categoryIntent). */
function intentScore(intent: CategoryIntent): SQL | undefined {
  const columns = [
    [productSearch.category3Id, intent.level3],
    [productSearch.category2Id, intent.level2],
    [productSearch.category1Id, intent.level1],
  ] as const;
  // Surest first, so a product scores the best of its three levels.
  const cases = [5, 4, 3, 2, 1].flatMap((score) =>
    columns.flatMap(([column, ids]) => {
      const at = ids.filter((id) => intent.scores.get(id) === score);
      return at.length ? [sql`when ${inArray(column, at)} then ${sql.raw(String(score))}`] : [];
    }),
  );
  return cases.length ? sql`(case ${sql.join(cases, sql` `)} else 0 end)` : undefined;
}

/** How many of the query's words the name holds (any meaning of a word counts). */
function nameHits(plan: SearchPlan): SQL | undefined {
  const name = sql`lower(${productSearch.name})`;
  const hits = plan.nameWords.map(
    (meanings) =>
      sql`(${sql.join(
        meanings.map((m) => sql`strpos(${name}, ${m}) > 0`),
        sql` or `,
      )})::int`,
  );
  return hits.length ? sql.join(hits, sql` + `) : undefined;
}

// The window count reads every matching row anyway, so no sort key may match an index: with
// one, the planner walks the index in order and tests each row's search vector (1.6 s for a
// 3,000-match word at 100k products on PostgreSQL), instead of the GIN bitmap and a sort (30 ms).
const price = sql`(${productSearch.minPrice} + 0)`;
const created = sql`(${productSearch.createdAt} + interval '0 s')`;
const sales = sql`(${productSearch.salesCount} + 0)`;

function orderOf(sort: ProductSort, plan: SearchPlan, words: string): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${price} asc nulls last`, asc(productSearch.id)];
    case 'price_desc':
      return [sql`${price} desc nulls last`, asc(productSearch.id)];
    case 'newest':
      return [desc(created), desc(productSearch.id)];
    case 'sales':
      return [desc(sales), asc(productSearch.id)];
    default: {
      // Relevance: products of the category the query names; then words found in the name,
      // then of a brand it names (name over brand over attributes), then the name holding the
      // query as typed or its words side by side, then sales. Every key reads the row's plain columns, never its search
      // vector, so ranking thousands of matches stays cheap.
      const intent = intentScore(plan.intent);
      const hits = nameHits(plan);
      return [
        ...(intent ? [desc(intent)] : []),
        ...(hits ? [desc(hits)] : []),
        ...(plan.brandIds.length ? [desc(inArray(productSearch.brandId, plan.brandIds))] : []),
        ...(words
          ? [desc(sql`(strpos(lower(${productSearch.name}), ${words.toLowerCase()}) > 0)`)]
          : []),
        desc(sales),
        asc(productSearch.id),
      ];
    }
  }
}

/** On-sale SKUs of some products, in display order, with the fields the price rule reads. */
export async function skusByProduct(productIds: readonly number[]): Promise<Map<number, Sku[]>> {
  const byProduct = new Map<number, Sku[]>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .select()
    .from(skus)
    .where(and(inArray(skus.productId, [...productIds]), eq(skus.status, ON_SHELF)))
    .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id));
  for (const s of rows) {
    const list = byProduct.get(s.productId) ?? [];
    list.push({
      id: s.id,
      price: s.price,
      priceType: s.priceType,
      extraPriceJson: JSON.stringify(s.extraPriceJson),
      salesAttributes: s.salesAttributes,
    });
    byProduct.set(s.productId, list);
  }
  return byProduct;
}

// Identical queries (a popular keyword, the unfiltered listing) share one database round for
// 2 s, served while refreshing up to 4.5 s. A product save drops its answers by tag at once in
// every process (the cache bus, docs/scaling.md); the age limit covers a missed message.
const cache = createAnswerCache({
  name: 'search',
  ttlMs: 2_000,
  maxAgeMs: 4_500,
  maxBytes: 64 * 1024 * 1024,
});
subscribe('catalog', ({ tags }) => cache.invalidate(tags));

/** Drops cached answers (tests that change products between searches). */
export function clearSearchCache(): void {
  cache.clear();
  invalidateVocabulary();
}

const tagsOfPage = (input: ListingInput) => (page: ListingPage) =>
  listingTags(
    input,
    page.records.map((r) => r.id),
  );

/** customRefer only tags the search record; it never changes the answer. */
function cacheKey(kind: string, input: ListingInput): string {
  return `${kind}:${JSON.stringify({ ...input, customRefer: undefined })}`;
}

/** How the keyword is searched, shared by the page and the facets of every listing state. */
function planOf(input: ListingInput): Promise<SearchPlan> {
  const words = wordsOf(input);
  // Tagged like a listing of the keyword: a product save that could change which step of the
  // plan finds something drops it with the answers.
  return cache.get(
    `plan:${words}`,
    () => planSearch(words),
    () => listingTags({ keyword: words }, []),
  );
}

async function loadPage(input: ListingInput): Promise<ListingPage> {
  const words = wordsOf(input);
  const plan = await planOf(input);
  const { base, brands: brandFilter } = conditionsOf(input, plan);
  const where = and(...base, brandFilter);
  const sort = input.sort ?? 'relevance';
  // The matching set is read once: the window count rides along with the page's ids.
  const hits = await db
    .select({ id: productSearch.id, total: sql<number>`(count(*) over ())::int` })
    .from(productSearch)
    .where(where)
    .orderBy(...orderOf(sort, plan, words))
    .limit(input.pageSize)
    .offset(offsetOf(input));
  const ids = hits.map((h) => h.id);
  const total = hits[0]?.total ?? (input.pageNo > 1 ? await db.$count(productSearch, where) : 0);
  const [cards, skuMap] = await Promise.all([
    ids.length
      ? db
          .select({
            id: products.id,
            name: products.name,
            mainImage: products.mainImage,
            unit: products.unit,
            brandId: products.brandId,
            brandName: brands.name,
            supplierId: products.supplierId,
            supplierName: enterprises.name,
          })
          .from(products)
          .innerJoin(enterprises, eq(enterprises.id, products.supplierId))
          .leftJoin(brands, eq(brands.id, products.brandId))
          .where(inArray(products.id, ids))
      : [],
    skusByProduct(ids),
  ]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const records = rows.map((r) => ({
    ...r,
    skuDtoList: skuMap.get(r.id) ?? [],
    highlight: highlightSegments(r.name, plan.highlight),
  }));
  return { ...toPage(records, total, input), understanding: plan.understanding };
}

/**
 * The listing search (item/v2/search, searchItem, product/paging and the listing pages):
 * keyword words through the bigram GIN index, filters, sort and paging. A first page of a
 * keyword search is recorded (word, key, total) when a visitor is given.
 */
export async function searchProducts(
  input: ListingInput,
  visitor?: SearchVisitor,
): Promise<ListingPage> {
  checkSelections(input);
  const page = await cache.get(cacheKey('page', input), () => loadPage(input), tagsOfPage(input));
  const word = wordsOf(input).slice(0, 100);
  if (visitor && word && input.pageNo === 1) {
    recordTrackEvent(
      {
        event: 'search',
        word,
        key: PRODUCT_SEARCH_KEY,
        total: page.total,
        refer: input.customRefer,
      },
      visitor,
    );
  }
  return page;
}

async function categoryLevel(id: number): Promise<number | undefined> {
  return (await allCategories()).find((c) => c.id === id)?.level;
}

/** The shown categories among `ids`, in the tree's order. */
async function shownCategories(ids: ReadonlySet<number>) {
  return (await allCategories())
    .filter((c) => ids.has(c.id) && c.status === 1)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

const categoryColumn = {
  1: productSearch.category1Id,
  2: productSearch.category2Id,
  3: productSearch.category3Id,
} as const;

/**
 * One pass over the matching products (their search copy), grouped by brand and next-level category; both facets
 * are summed from it (the brand facet over every brand, the category facet over the chosen
 * brands), then named through two primary-key lookups.
 */
async function loadRelated(input: ListingInput): Promise<SearchRelatedInfo> {
  const { base } = conditionsOf(input, await planOf(input));
  const level = input.categoryId ? await categoryLevel(input.categoryId) : 0;
  const childLevel = (level ?? MAX_CATEGORY_LEVEL) + 1;
  const column =
    childLevel <= MAX_CATEGORY_LEVEL ? categoryColumn[childLevel as 1 | 2 | 3] : undefined;
  const groups = await db
    .select({
      brandId: productSearch.brandId,
      categoryId: column ?? sql<null>`null::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(productSearch)
    .where(and(...base))
    .groupBy(...(column ? [productSearch.brandId, column] : [productSearch.brandId]));

  const chosen = new Set(input.brandIds);
  const brandCounts = new Map<number, number>();
  const categoryCounts = new Map<number, number>();
  for (const g of groups) {
    if (g.brandId !== null) brandCounts.set(g.brandId, (brandCounts.get(g.brandId) ?? 0) + g.count);
    if (g.categoryId === null || (chosen.size && (g.brandId === null || !chosen.has(g.brandId)))) {
      continue;
    }
    categoryCounts.set(g.categoryId, (categoryCounts.get(g.categoryId) ?? 0) + g.count);
  }
  const topBrands = [...brandCounts]
    .sort(([a, x], [b, y]) => y - x || a - b)
    .slice(0, BRAND_FACET_LIMIT);
  const [brandRows, categoryRows] = await Promise.all([
    topBrands.length
      ? db
          .select({ id: brands.id, name: brands.name, logo: brands.logo })
          .from(brands)
          .where(
            inArray(
              brands.id,
              topBrands.map(([id]) => id),
            ),
          )
      : [],
    shownCategories(new Set(categoryCounts.keys())),
  ]);
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  return {
    brands: topBrands.flatMap(([id, count]) => {
      const brand = brandById.get(id);
      return brand ? [{ ...brand, count }] : [];
    }),
    categories: categoryRows.map(({ id, name, level }) => ({
      id,
      name,
      level,
      count: categoryCounts.get(id) ?? 0,
    })),
  };
}

/** Brand and category counts of the current query, for the listing's filters. */
export async function searchRelatedInfo(input: ListingInput): Promise<SearchRelatedInfo> {
  checkSelections(input);
  return cache.get(
    cacheKey('related', { ...input, pageNo: 1, sort: undefined }),
    () => loadRelated(input),
    () => listingTags(input, []),
  );
}
