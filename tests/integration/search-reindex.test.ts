import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { rowsOf } from '@/server/db/sql';
import { products } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { reindexProducts, SEARCH_INDEX_VERSION } from '@/server/search/product-index';
import { clearSearchCache, listingInput, searchProducts } from '@/server/services/catalog-search';

// A database migrated from bigram search: rows keep their old tokens and version 0 until the
// re-index that db:migrate and start-up run writes the word, brand and pinyin columns.

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
}, 120_000);

describe('re-indexing rows of an older tokenizer', () => {
  it('rewrites only old rows, after which their names are found again', async () => {
    const old = (await db.select().from(products).limit(5)).map((p) => p.id);
    const [target] = await db.select().from(products).where(eq(products.id, old[0]!));
    await db
      .update(products)
      .set({ searchName: '', searchBrand: '', searchPinyin: '', searchVersion: 0 })
      .where(inArray(products.id, old));
    clearSearchCache();
    const leaf = target!.name.split(' ')[1]!;
    const before = await db.select().from(products).where(eq(products.id, target!.id));
    expect(before[0]!.searchPinyin).toBe('');

    expect(await reindexProducts(db)).toBe(old.length);
    expect(await reindexProducts(db)).toBe(0);
    const after = await db.select().from(products).where(inArray(products.id, old));
    expect(after.every((p) => p.searchVersion === SEARCH_INDEX_VERSION && p.searchPinyin)).toBe(
      true,
    );
    clearSearchCache();
    const page = await searchProducts(listingInput.parse({ keyword: leaf, pageSize: 60 }));
    expect(page.records.map((r) => r.id)).toContain(target!.id);
  });
});

describe('the product search index', () => {
  it('takes entries directly, with no pending list for every search to read (migration 0019)', async () => {
    const [index] = await rowsOf<{ options: string[] | null }>(
      db,
      sql`select reloptions as options from pg_class where relname = 'products_search_idx'`,
    );
    expect(index?.options).toContain('fastupdate=false');
  });
});
