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

describe('the seeded search copy', () => {
  it('is vacuumed by the seed, so counts answer from its index alone at once', async () => {
    // VACUUM sets the visibility map, which ANALYZE then counts; ANALYZE alone leaves it empty.
    const [copy] = await rowsOf<{ visible: number }>(
      db,
      sql`select relallvisible as visible from pg_class where relname = 'product_search'`,
    );
    expect(copy?.visible).toBeGreaterThan(0);
  });
});

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

describe('the narrow copy listings and suggestions read (product_search, migration 0020)', () => {
  const copyOf = async (id: number) =>
    (
      await rowsOf<{ name: string; sales: number; same: boolean }>(
        db,
        sql`select s.name, s.sales_count as sales,
                   (s.search_vector, s.supplier_id, s.category1_id, s.category2_id, s.category3_id,
                    s.brand_id, s.min_price, s.created_at)
                   is not distinct from
                   (p.search_vector, p.supplier_id, p.category1_id, p.category2_id, p.category3_id,
                    p.brand_id, p.min_price, p.created_at) as same
            from product_search s join products p on p.id = s.id where s.id = ${id}`,
      )
    )[0];

  it('holds every on-shelf product and nothing else', async () => {
    const [counts] = await rowsOf<{ shelf: number; copied: number; stray: number }>(
      db,
      sql`select (select count(*)::int from products where status = 1) as shelf,
                 (select count(*)::int from product_search) as copied,
                 (select count(*)::int from product_search s join products p on p.id = s.id
                  where p.status <> 1) as stray`,
    );
    expect(counts).toEqual({ shelf: counts!.shelf, copied: counts!.shelf, stray: 0 });
    expect(counts!.shelf).toBeGreaterThan(0);
  });

  it('keeps vectors out of line and is never scanned in parallel (each would detoast them all)', async () => {
    const [table] = await rowsOf<{ options: string[]; vector: string; name: string }>(
      db,
      sql`select c.reloptions as options,
                 (select attstorage from pg_attribute where attrelid = c.oid and attname = 'search_vector') as vector,
                 (select attstorage from pg_attribute where attrelid = c.oid and attname = 'name') as name
          from pg_class c where c.relname = 'product_search'`,
    );
    expect(table?.options).toEqual(
      expect.arrayContaining(['toast_tuple_target=128', 'parallel_workers=0']),
    );
    expect([table?.vector, table?.name]).toEqual(['e', 'm']);
  });

  it('follows edits, re-indexing, sales, shelving and deletes of products', async () => {
    const [product] = await db.select().from(products).where(eq(products.status, 1)).limit(1);
    const id = product!.id;
    await db
      .update(products)
      .set({
        name: '改名测试岩板',
        searchName: '改名 测试 岩板',
        salesCount: 4321,
        minPrice: 12_345,
        brandId: null,
      })
      .where(eq(products.id, id));
    expect(await copyOf(id)).toEqual({ name: '改名测试岩板', sales: 4321, same: true });

    await db.update(products).set({ status: 0 }).where(eq(products.id, id));
    expect(await copyOf(id)).toBeUndefined();
    await db.update(products).set({ status: 1 }).where(eq(products.id, id));
    expect(await copyOf(id)).toMatchObject({ name: '改名测试岩板', same: true });

    const { id: _id, searchVector: _vector, ...fields } = product!;
    const [copy] = await db
      .insert(products)
      .values({ ...fields, name: '新增测试岩板' })
      .returning({ id: products.id });
    expect(await copyOf(copy!.id)).toMatchObject({ name: '新增测试岩板', same: true });
    await db.delete(products).where(eq(products.id, copy!.id));
    expect(await copyOf(copy!.id)).toBeUndefined();
  });
});
