import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrandEntry, ComparedItem } from '@/api/types';
import { POST as comparison } from '@/app/v1/api/item/comparison/route';
import { GET as productBrands } from '@/app/v1/api/product/brands/route';
import { buildCompareMatrix, compareFieldsOf } from '@/lib/compare';
import { productPriceText } from '@/lib/price';
import { db } from '@/server/db';
import { brands, products } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { brandProducts } from '@/server/services/brands';
import { json, request } from './fixtures';

let onShelf: number[] = [];
let offShelf = 0;

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, 1))
    .orderBy(products.id);
  onShelf = rows.map((r) => r.id);
  offShelf = onShelf.pop()!;
  await db.update(products).set({ status: 0 }).where(eq(products.id, offShelf));
});

const compare = async (body: unknown) =>
  json<ComparedItem[]>(
    await comparison(request('/v1/api/item/comparison', { method: 'POST', body })),
  );

describe('POST /v1/api/item/comparison', () => {
  it('answers the products side by side in the order asked, with price inputs and attributes', async () => {
    const ids = [onShelf[5]!, onShelf[0]!, onShelf[9]!];
    const res = await compare({ itemIds: ids });
    expect(res.status).toBe(200);
    expect(res.data.map((p) => p.id)).toEqual(ids);
    const [first] = res.data;
    const row = await db.query.products.findFirst({ where: eq(products.id, ids[0]!) });
    expect(first).toMatchObject({
      name: row!.name,
      mainImage: row!.mainImage,
      unit: row!.unit,
      brandId: row!.brandId,
      supplierId: row!.supplierId,
      attributes: row!.attributes,
      itemSalesAttributes: row!.itemSalesAttributes,
    });
    expect(first!.supplierName).toEqual(expect.any(String));
    expect(first!.skuDtoList.length).toBeGreaterThan(0);
    expect(first!.skuDtoList[0]).toMatchObject({
      id: expect.any(Number),
      priceType: expect.any(Number),
      extraPriceJson: expect.any(String),
    });
  });

  it('flags the rows whose values differ between the products', async () => {
    const { data } = await compare({ itemIds: onShelf.slice(0, 3) });
    const rows = buildCompareMatrix(data.map(compareFieldsOf));
    const price = rows.find((r) => r.key === '价格')!;
    expect(price.values).toEqual(data.map((p) => productPriceText(p.skuDtoList)));
    expect(price.differs).toBe(new Set(price.values).size > 1);
    const name = rows.find((r) => r.key === '型号')!;
    expect(name.differs).toBe(true);
    expect(rows.every((r) => r.values.length === 3)).toBe(true);
  });

  it('drops unknown and off-shelf ids and repeated ids', async () => {
    const res = await compare({ itemIds: [onShelf[1]!, 999_999, offShelf, onShelf[1]!] });
    expect(res.status).toBe(200);
    expect(res.data.map((p) => p.id)).toEqual([onShelf[1]]);
  });

  it('allows at most 4 products and at least 1', async () => {
    expect(await compare({ itemIds: onShelf.slice(0, 4) })).toMatchObject({ status: 200 });
    expect(await compare({ itemIds: onShelf.slice(0, 5) })).toMatchObject({
      status: 400,
      msg: '最多对比4件商品',
    });
    for (const body of [{ itemIds: [] }, {}]) {
      expect(await compare(body)).toMatchObject({ status: 400, msg: '请选择要对比的商品' });
    }
  });
});

const brandsOf = async (query = '') =>
  json<BrandEntry[]>(await productBrands(request(`/v1/api/product/brands${query}`)));

describe('GET /v1/api/product/brands', () => {
  it('answers the directory by initial with on-shelf product counts', async () => {
    const res = await brandsOf();
    expect(res.status).toBe(200);
    expect(res.data.length).toBe(await db.$count(brands, eq(brands.status, 1)));
    const initials = res.data.map((b) => b.initial);
    expect(initials).toEqual([...initials].sort());
    const counts = await db
      .select({ brandId: products.brandId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.status, 1))
      .groupBy(products.brandId);
    const expected = new Map(counts.map((c) => [c.brandId, c.n]));
    for (const b of res.data) {
      expect(b).toMatchObject({
        name: expect.any(String),
        url: expect.stringMatching(/^\/files\//),
        brandName: expect.any(String),
        webmap: expect.any(String),
        initial: expect.stringMatching(/^[A-Z]$/),
      });
      expect(b.productCount).toBe(expected.get(b.id) ?? 0);
    }
    expect(res.data.some((b) => b.productCount > 0)).toBe(true);
  });

  it('answers one brand by webmap and 404 for an unknown webmap', async () => {
    const { data: all } = await brandsOf();
    const brand = all.find((b) => b.productCount > 0)!;
    const one = await brandsOf(`?webmap=${brand.webmap}`);
    expect(one.data).toEqual([brand]);
    expect(await brandsOf('?webmap=no-such-brand')).toMatchObject({
      status: 404,
      msg: '品牌不存在',
    });
  });
});

describe('brandProducts', () => {
  it("pages the brand's on-shelf products with their price inputs", async () => {
    const off = await db.query.products.findFirst({ where: eq(products.id, offShelf) });
    const brandId = off!.brandId!;
    const total = await db.$count(
      products,
      and(eq(products.brandId, brandId), eq(products.status, 1)),
    );
    const all = await brandProducts(brandId, { pageNo: 1, pageSize: 60 });
    expect(all.total).toBe(total);
    expect(all.records.map((p) => p.id)).not.toContain(offShelf);
    expect(all.records.every((p) => p.brandId === brandId && p.skuDtoList.length > 0)).toBe(true);
    const second = await brandProducts(brandId, { pageNo: 2, pageSize: 1 });
    expect(second.records.map((p) => p.id)).toEqual(all.records.slice(1, 2).map((p) => p.id));
  });
});
