import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { revalidatePath } from 'next/cache';
import type {
  OpsBrand,
  OpsBulkReviewResult,
  OpsCategory,
  OpsSynonym,
} from '@/api/modules/ops-catalog';
import type { OpsDecision, Page, PageQuery } from '@/api/types';
import { ALL_LISTINGS_TAG, brandTag, categoryTag, listingTags } from '@/lib/catalog-tags';
import {
  ancestorIds,
  brandWebmapTaken,
  checkCategoryMove,
  checkCategoryParent,
  descendantIds,
  OPS_CATALOG_MSG,
  synonymTaken,
  type BrandForm,
  type CategoryCreate,
  type CategoryForm,
  type SynonymForm,
  type SynonymKind,
} from '@/lib/ops-catalog';
import { IMAGE_ACCEPT, type FileType } from '@/lib/upload-rules';
import { db } from '@/server/db';
import { brands, categories, products, searchSynonyms } from '@/server/db/schema';
import { badRequest, HttpError, notFound } from '@/server/http/errors';
import { invalidateVocabulary } from '@/server/search/plan';
import { reindexProducts } from '@/server/search/product-index';
import { invalidateCatalog } from './catalog-cache';
import { recordOpsAction, type Tx } from './ops-access';
import { containsPattern, offsetOf, toPage } from './paging';
import { reviewProduct } from './product-review';
import { findOwnUpload } from './upload';

// Pages that show category names whatever their tags say: every listing has the category tree
// beside it, every product page its breadcrumb, the home page the category menu.
const CATEGORY_PAGES = [
  '/[theme]/(mall)/product/[categoryPath]/[state]',
  '/[theme]/(mall)/product/item/[[...id]]',
  '/[theme]/(mall)',
];

function revalidatePages(paths: readonly string[]): void {
  for (const path of paths) {
    try {
      revalidatePath(path, 'page');
    } catch {
      // Outside a request (tests, scripts) there is no page cache to expire.
    }
  }
}

/** Tags of the search answers and listings a word could be cached under. */
const wordTags = (words: readonly (string | null | undefined)[]) =>
  words.flatMap((w) => (w ? listingTags({ keyword: w }, []) : []));

/**
 * Re-cuts the search columns of the products the where clause names (their category or brand
 * names changed): marked as written by an older tokenizer, then rewritten by the re-index.
 */
async function markForReindex(tx: Tx, where: ReturnType<typeof or>): Promise<number> {
  const marked = await tx
    .update(products)
    .set({ searchVersion: 0 })
    .where(where)
    .returning({ id: products.id });
  return marked.length;
}

// ---------------------------------------------------------------- categories

/** The products under a category at any of the three levels (its name is in their search text). */
const markCategoryForReindex = (tx: Tx, id: number) =>
  markForReindex(
    tx,
    or(eq(products.category1Id, id), eq(products.category2Id, id), eq(products.category3Id, id)),
  );

const categoryColumns = {
  id: categories.id,
  pid: categories.pid,
  name: categories.name,
  level: categories.level,
  sort: categories.sort,
  status: categories.status,
  isGreen: categories.isGreen,
};
type CategoryDbRow = { [K in keyof typeof categoryColumns]: (typeof categories.$inferSelect)[K] };

const toCategory = (row: CategoryDbRow, productCount = 0): OpsCategory => ({
  id: row.id,
  pid: row.pid,
  name: row.name,
  level: row.level,
  sort: row.sort,
  visible: row.status === 1,
  isGreen: row.isGreen,
  productCount,
});

/** The whole tree, hidden categories too, each with the number of products filed under it. */
export async function opsCategories(): Promise<OpsCategory[]> {
  const countBy = (column: AnyPgColumn) =>
    db
      .select({ id: sql<number>`${column}`.mapWith(Number), n: count() })
      .from(products)
      .groupBy(column);
  const [rows, ...counts] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id)),
    countBy(products.category1Id),
    countBy(products.category2Id),
    countBy(products.category3Id),
  ]);
  const countOf = new Map(counts.flat().map((r) => [r.id, r.n]));
  return rows.map((r) => toCategory(r, countOf.get(r.id) ?? 0));
}

async function treeRows(tx: Tx) {
  return tx
    .select({ id: categories.id, pid: categories.pid, level: categories.level })
    .from(categories);
}

/** After a category change: the pages and answers showing the categories, and the vocabulary. */
async function afterCategoryChange(ids: readonly number[], words: string[], reindex: boolean) {
  invalidateVocabulary();
  if (reindex) await reindexProducts(db);
  invalidateCatalog([ALL_LISTINGS_TAG, ...ids.map(categoryTag), ...wordTags(words)]);
  revalidatePages(CATEGORY_PAGES);
}

/** Adds a category under `pid` (0: a new level-1 category), one level below its parent. */
export async function createCategory(actorId: number, input: CategoryCreate): Promise<OpsCategory> {
  const created = await db.transaction(async (tx) => {
    // Category ids are assigned here, not by a sequence: one writer at a time.
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    const rows = await treeRows(tx);
    const refusal = checkCategoryParent(rows, input.pid);
    if (refusal) throw badRequest(refusal);
    const level = input.pid === 0 ? 1 : rows.find((r) => r.id === input.pid)!.level + 1;
    const id = Math.max(0, ...rows.map((r) => r.id)) + 1;
    const [row] = await tx
      .insert(categories)
      .values({
        id,
        pid: input.pid,
        name: input.name,
        level,
        sort: input.sort,
        status: input.visible ? 1 : 0,
        isGreen: input.isGreen,
      })
      .returning(categoryColumns);
    await recordOpsAction(tx, {
      actorId,
      action: 'category.create',
      targetType: 'category',
      targetId: id,
      after: row,
    });
    return row!;
  });
  await afterCategoryChange([created.id, created.pid], [created.name], false);
  return toCategory(created);
}

/** Renames, re-sorts, hides/shows or (un)flags a category as green building material. */
export async function updateCategory(
  actorId: number,
  id: number,
  input: CategoryForm,
): Promise<OpsCategory> {
  const { before, after, related } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select(categoryColumns)
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!row) throw notFound(OPS_CATALOG_MSG.categoryNotFound);
    const [updated] = await tx
      .update(categories)
      .set({
        name: input.name,
        sort: input.sort,
        status: input.visible ? 1 : 0,
        isGreen: input.isGreen,
      })
      .where(eq(categories.id, id))
      .returning(categoryColumns);
    if (row.name !== input.name) {
      await markCategoryForReindex(tx, id);
    }
    await recordOpsAction(tx, {
      actorId,
      action: 'category.update',
      targetType: 'category',
      targetId: id,
      before: row,
      after: updated,
    });
    const rows = await treeRows(tx);
    return {
      before: row,
      after: updated!,
      related: [id, ...ancestorIds(rows, id), ...descendantIds(rows, id)],
    };
  });
  await afterCategoryChange(related, [before.name, after.name], before.name !== after.name);
  return toCategory(after);
}

/**
 * Moves a category under another parent of the level above (checkCategoryMove), optionally to a
 * new place among its siblings. Its products follow: their level-1/level-2 ids are rewritten,
 * and their search columns, which hold the names of all three levels, are cut again.
 */
export async function moveCategory(
  actorId: number,
  id: number,
  input: { pid: number; sort?: number },
): Promise<OpsCategory> {
  const { before, after, related } = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    const rows = await treeRows(tx);
    const refusal = checkCategoryMove(rows, id, input.pid);
    if (refusal) {
      throw refusal === OPS_CATALOG_MSG.categoryNotFound ? notFound(refusal) : badRequest(refusal);
    }
    const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id));
    const [moved] = await tx
      .update(categories)
      .set({ pid: input.pid, ...(input.sort === undefined ? {} : { sort: input.sort }) })
      .where(eq(categories.id, id))
      .returning(categoryColumns);
    if (row!.pid !== input.pid) {
      const parent = rows.find((r) => r.id === input.pid);
      if (row!.level === 3 && parent) {
        await tx
          .update(products)
          .set({ category2Id: parent.id, category1Id: parent.pid })
          .where(eq(products.category3Id, id));
      } else if (row!.level === 2) {
        await tx
          .update(products)
          .set({ category1Id: input.pid })
          .where(eq(products.category2Id, id));
      }
      await markCategoryForReindex(tx, id);
    }
    await recordOpsAction(tx, {
      actorId,
      action: 'category.move',
      targetType: 'category',
      targetId: id,
      before: row,
      after: moved,
    });
    return {
      before: row!,
      after: moved!,
      related: [
        id,
        row!.pid,
        input.pid,
        ...ancestorIds(rows, row!.pid),
        ...ancestorIds(rows, input.pid),
        ...descendantIds(rows, id),
      ].filter((n) => n > 0),
    };
  });
  await afterCategoryChange(related, [after.name], before.pid !== after.pid);
  return toCategory(after);
}

// ---------------------------------------------------------------- brands

const brandCounts = db
  .select({ brandId: products.brandId, total: count().as('total') })
  .from(products)
  .groupBy(products.brandId)
  .as('brand_counts');

type BrandRow = typeof brands.$inferSelect;
const toBrand = (row: BrandRow, productCount: number | null = 0): OpsBrand => ({
  id: row.id,
  name: row.name,
  brandName: row.brandName,
  webmap: row.webmap,
  initial: row.initial,
  logo: row.logo,
  description: row.description,
  sort: row.sort,
  visible: row.status === 1,
  isRecommend: row.isRecommend,
  productCount: Number(productCount ?? 0),
});

/** Brands by initial and their own order, found by name, Latin name or web name. */
export async function opsBrands(
  query: PageQuery & { keyword?: string; initial?: string },
): Promise<Page<OpsBrand>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    pattern
      ? or(
          ilike(brands.name, pattern),
          ilike(brands.brandName, pattern),
          ilike(brands.webmap, pattern),
        )
      : undefined,
    query.initial ? eq(brands.initial, query.initial) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ brand: brands, productCount: brandCounts.total })
      .from(brands)
      .leftJoin(brandCounts, eq(brandCounts.brandId, brands.id))
      .where(where)
      .orderBy(asc(brands.initial), asc(brands.sort), asc(brands.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return toPage(
    rows.map((r) => toBrand(r.brand, r.productCount)),
    total?.n ?? 0,
    query,
  );
}

/** A logo is the one the brand has, or an image this operator uploaded (checked by content). */
async function checkLogo(actorId: number, logo: string, current: string | null): Promise<void> {
  if (logo === current) return;
  const own = await findOwnUpload(actorId, logo);
  if (!own || !IMAGE_ACCEPT.includes(own.type as FileType)) {
    throw badRequest(OPS_CATALOG_MSG.logoNotOwn);
  }
}

async function refuseTakenWebmap(tx: Tx, webmap: string, id: number | null): Promise<void> {
  const [holder] = await tx
    .select({ name: brands.name })
    .from(brands)
    .where(and(eq(brands.webmap, webmap), id === null ? undefined : ne(brands.id, id)));
  if (holder) throw new HttpError(409, brandWebmapTaken(webmap, holder.name));
}

const brandValues = (input: BrandForm) => ({
  name: input.name,
  brandName: input.brandName,
  webmap: input.webmap,
  initial: input.initial,
  logo: input.logo,
  description: input.description || null,
  sort: input.sort,
  status: input.visible ? 1 : 0,
  isRecommend: input.isRecommend,
});

/** A web name taken between the check and the write still answers who holds it. */
async function withWebmapGuard<T>(webmap: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause ?? error;
    if ((cause as { constraint?: string }).constraint !== 'brands_webmap_uq') throw error;
    const [holder] = await db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.webmap, webmap));
    throw new HttpError(409, brandWebmapTaken(webmap, holder?.name ?? ''));
  }
}

async function afterBrandChange(id: number, names: string[], reindex: boolean): Promise<void> {
  invalidateVocabulary();
  if (reindex) await reindexProducts(db);
  invalidateCatalog([ALL_LISTINGS_TAG, brandTag(id), ...wordTags(names)]);
  revalidatePages([
    '/[theme]/(mall)/(antd)/brand/[webmap]/[state]',
    '/[theme]/(mall)/(antd)/brand',
  ]);
}

export async function createBrand(actorId: number, input: BrandForm): Promise<OpsBrand> {
  await checkLogo(actorId, input.logo, null);
  const row = await withWebmapGuard(input.webmap, () =>
    db.transaction(async (tx) => {
      await refuseTakenWebmap(tx, input.webmap, null);
      const [created] = await tx.insert(brands).values(brandValues(input)).returning();
      await recordOpsAction(tx, {
        actorId,
        action: 'brand.create',
        targetType: 'brand',
        targetId: created!.id,
        after: created,
      });
      return created!;
    }),
  );
  await afterBrandChange(row.id, [row.name], false);
  return toBrand(row);
}

export async function updateBrand(
  actorId: number,
  id: number,
  input: BrandForm,
): Promise<OpsBrand> {
  const [current] = await db.select().from(brands).where(eq(brands.id, id));
  if (!current) throw notFound(OPS_CATALOG_MSG.brandNotFound);
  await checkLogo(actorId, input.logo, current.logo);
  const renamed = current.name !== input.name || current.brandName !== input.brandName;
  const row = await withWebmapGuard(input.webmap, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      if (!before) throw notFound(OPS_CATALOG_MSG.brandNotFound);
      await refuseTakenWebmap(tx, input.webmap, id);
      const [updated] = await tx
        .update(brands)
        .set(brandValues(input))
        .where(eq(brands.id, id))
        .returning();
      if (renamed) await markForReindex(tx, or(eq(products.brandId, id)));
      await recordOpsAction(tx, {
        actorId,
        action: 'brand.update',
        targetType: 'brand',
        targetId: id,
        before,
        after: updated,
      });
      return updated!;
    }),
  );
  const [counted] = await db.select({ n: count() }).from(products).where(eq(products.brandId, id));
  await afterBrandChange(id, [current.name, row.name], renamed);
  return toBrand(row, counted?.n ?? 0);
}

// ---------------------------------------------------------------- synonyms

const toSynonym = (row: typeof searchSynonyms.$inferSelect): OpsSynonym => ({
  id: row.id,
  kind: row.kind,
  term: row.term,
  synonyms: row.synonyms,
  updatedAt: row.updatedAt.toISOString(),
});

/** Synonym rows, the latest edited first, found by any of their words. */
export async function opsSynonyms(
  query: PageQuery & { keyword?: string; kind?: SynonymKind },
): Promise<Page<OpsSynonym>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    pattern
      ? or(
          ilike(searchSynonyms.term, pattern),
          sql`exists (select 1 from unnest(${searchSynonyms.synonyms}) w where w ilike ${pattern})`,
        )
      : undefined,
    query.kind ? eq(searchSynonyms.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(searchSynonyms)
      .where(where)
      .orderBy(desc(searchSynonyms.updatedAt), desc(searchSynonyms.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(searchSynonyms).where(where),
  ]);
  return toPage(rows.map(toSynonym), total?.n ?? 0, query);
}

async function refuseTakenTerm(tx: Tx, input: SynonymForm, id: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: searchSynonyms.id })
    .from(searchSynonyms)
    .where(
      and(
        eq(searchSynonyms.kind, input.kind),
        eq(searchSynonyms.term, input.term),
        id === null ? undefined : ne(searchSynonyms.id, id),
      ),
    );
  if (taken) throw new HttpError(409, synonymTaken(input.term, input.kind));
}

/** The search reads synonyms when it reads a query: dropping the vocabulary applies them. */
function afterSynonymChange(words: readonly string[]): void {
  invalidateVocabulary();
  invalidateCatalog(wordTags(words));
}

export async function createSynonym(actorId: number, input: SynonymForm): Promise<OpsSynonym> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
    await refuseTakenTerm(tx, input, null);
    const [created] = await tx.insert(searchSynonyms).values(input).returning();
    await recordOpsAction(tx, {
      actorId,
      action: 'synonym.create',
      targetType: 'synonym',
      targetId: created!.id,
      after: input,
    });
    return created!;
  });
  afterSynonymChange([row.term, ...row.synonyms]);
  return toSynonym(row);
}

export async function updateSynonym(
  actorId: number,
  id: number,
  input: SynonymForm,
): Promise<OpsSynonym> {
  const { before, after } = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
    const [row] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
    if (!row) throw notFound(OPS_CATALOG_MSG.synonymNotFound);
    await refuseTakenTerm(tx, input, id);
    const [updated] = await tx
      .update(searchSynonyms)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, id))
      .returning();
    await recordOpsAction(tx, {
      actorId,
      action: 'synonym.update',
      targetType: 'synonym',
      targetId: id,
      before: { kind: row.kind, term: row.term, synonyms: row.synonyms },
      after: input,
    });
    return { before: row, after: updated! };
  });
  afterSynonymChange([before.term, ...before.synonyms, after.term, ...after.synonyms]);
  return toSynonym(after);
}

export async function deleteSynonym(actorId: number, id: number): Promise<{ id: number }> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) throw notFound(OPS_CATALOG_MSG.synonymNotFound);
    await recordOpsAction(tx, {
      actorId,
      action: 'synonym.delete',
      targetType: 'synonym',
      targetId: id,
      before: { kind: row.kind, term: row.term, synonyms: row.synonyms },
    });
    return row;
  });
  afterSynonymChange([removed.term, ...removed.synonyms]);
  return { id };
}

// ---------------------------------------------------------------- product review, in bulk

/**
 * Decides several pending products one by one (each its own transaction, trail row and
 * supplier message, as a single decision): one already decided by someone else is reported in
 * `failed` and does not stop the others.
 */
export async function bulkReviewProducts(
  operatorId: number,
  ids: readonly number[],
  decision: OpsDecision,
): Promise<OpsBulkReviewResult> {
  const result: OpsBulkReviewResult = { done: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      await reviewProduct(id, decision, operatorId);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.failed.push({ id, msg: error.message });
    }
  }
  return result;
}
