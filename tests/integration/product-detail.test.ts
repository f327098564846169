import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, RightsAccess } from '@/api/types';
import { POST as addCart, PUT as setCart } from '@/app/v1/api/developer/cart/route';
import { DELETE as deleteFav } from '@/app/v1/api/item/favourites/[id]/route';
import { POST as addFav } from '@/app/v1/api/item/favourites/route';
import { GET as detailRoute } from '@/app/v1/api/item/[id]/route';
import { GET as rightsDownload } from '@/app/v1/api/item/rights/download/route';
import { GET as rightsSee } from '@/app/v1/api/item/rights/see/route';
import { initialSku } from '@/lib/sku-selection';
import { db } from '@/server/db';
import {
  carts,
  enterprises,
  favourites,
  greenCertificates,
  products,
  rights,
  rightsUsages,
  skuAgreements,
  skus,
} from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { DEMO } from '@/server/db/seed/identity';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { json, request } from './fixtures';

const cookieOf = async (userId: number) =>
  `${SESSION_COOKIE}=${(await createSession(userId)).token}`;
let buyer = '';
let supplier = '';
let other = '';
let designer = '';

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
  buyer = await cookieOf(DEMO.buyerUser);
  supplier = await cookieOf(DEMO.supplierUser);
  other = await cookieOf(DEMO.otherUser);
  designer = await cookieOf(DEMO.designerUser);
  // The demo buyer's cart starts empty so counts are exact.
  await db.delete(carts).where(eq(carts.userId, DEMO.buyerUser));
});

const route = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });
const detail = async (id: number | string, cookie?: string) =>
  json<ProductDetail>(await detailRoute(request(`/v1/api/item/${id}`, { cookie }), route(id)));

describe('GET /v1/api/item/{id}', () => {
  it('answers the product with SKUs, supplier card, category names and related products', async () => {
    const res = await detail(1);
    expect(res.status).toBe(200);
    const row = await db.query.products.findFirst({ where: eq(products.id, 1) });
    expect(res.data).toMatchObject({
      id: 1,
      name: row!.name,
      unit: row!.unit,
      attributes: row!.attributes,
      itemSalesAttributes: row!.itemSalesAttributes,
      status: 1,
      categoryIds: [row!.category1Id, row!.category2Id, row!.category3Id],
      supplier: { id: row!.supplierId, showroomUrl: `/supplier/${row!.supplierId}` },
    });
    expect(res.data.images.length).toBeGreaterThan(0);
    expect(res.data.categoryNames.every((n) => n.length > 0)).toBe(true);
    expect(res.data.supplier.name).not.toBe('');
    expect(res.data.brand?.id).toBe(row!.brandId);
    expect(res.data.skuDtoList[0]).toMatchObject({
      id: expect.any(Number),
      priceType: expect.any(Number),
      extraPriceJson: expect.any(String),
      salesAttributes: expect.any(Array),
      stock: expect.any(Number),
      skuAgreementsDtoList: [],
    });
    expect(res.data.rightsFiles.length).toBeGreaterThan(0);
    expect(res.data.rightsFiles[0]).not.toHaveProperty('fileKey');
    expect(res.data.isFavourite).toBeUndefined();
  });

  it('gives the description facts: supplier facts from the showroom, minimum order, certificates', async () => {
    const res = await detail(1);
    const row = await db.query.products.findFirst({ where: eq(products.id, 1) });
    const onShelf = await db.$count(
      products,
      and(eq(products.supplierId, row!.supplierId), eq(products.status, 1)),
    );
    expect(res.data.supplier.productCount).toBe(onShelf);
    expect(res.data.minOrderQty).toBe(row!.minOrderQty);
    expect(Array.isArray(res.data.certificates)).toBe(true);

    const [cert] = await db
      .select()
      .from(greenCertificates)
      .innerJoin(products, eq(products.id, greenCertificates.productId))
      .where(and(eq(products.status, 1), eq(greenCertificates.status, 1)))
      .limit(1);
    if (!cert) return;
    const withCert = await detail(cert.products.id);
    expect(withCert.data.certificates).toContainEqual({
      name: `绿色建材产品认证（${cert.green_certificates.level}）`,
      certNo: cert.green_certificates.certNo,
      issuedBy: cert.green_certificates.issuedBy,
      expiresAt: cert.green_certificates.expireDate,
    });
  });

  it('lists related products of the same level-3 category by sales, on shelf, without itself', async () => {
    const { data } = await detail(1);
    const row = await db.query.products.findFirst({ where: eq(products.id, 1) });
    const expected = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.category3Id, row!.category3Id), eq(products.status, 1), ne(products.id, 1)),
      )
      .orderBy(sql`${products.salesCount} desc, ${products.id}`)
      .limit(10);
    expect(data.related.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it("does not make product 1's type-4 first SKU the default", async () => {
    const { data } = await detail(1);
    expect(data.skuDtoList[0]!.priceType).toBe(4);
    const chosen = initialSku(data.skuDtoList);
    expect(chosen?.priceType).not.toBe(4);
    expect(chosen?.id).toBe(data.skuDtoList[1]!.id);
  });

  it('answers 404 商品不存在或已下架 for a missing, malformed or off-shelf product', async () => {
    const off = await db.query.products.findFirst({ where: eq(products.status, 0) });
    const offId = off?.id ?? 40;
    if (!off) await db.update(products).set({ status: 0 }).where(eq(products.id, offId));
    for (const id of [999999, 'abc', offId]) {
      const res = await detail(id);
      expect(res.status).toBe(404);
      expect(res.msg).toBe('商品不存在或已下架');
    }
  });

  it("gives agreement prices only to the owning buyer enterprise, never another's", async () => {
    const [sku] = await db.select().from(skus).where(eq(skus.productId, 2)).orderBy(skus.id);
    const otherBuyer = await db.query.enterprises.findFirst({
      where: and(eq(enterprises.type, 2), ne(enterprises.id, DEMO.buyerEnterprise)),
    });
    await db.delete(skuAgreements).where(eq(skuAgreements.skuId, sku!.id));
    const period = {
      startAt: new Date(Date.now() - 86400_000),
      endAt: new Date(Date.now() + 86400_000),
    };
    await db.insert(skuAgreements).values([
      {
        skuId: sku!.id,
        buyerEnterpriseId: DEMO.buyerEnterprise,
        agreementNo: 'XY-OWN',
        price: 111,
        ...period,
      },
      {
        skuId: sku!.id,
        buyerEnterpriseId: otherBuyer!.id,
        agreementNo: 'XY-OTHER',
        price: 222,
        ...period,
      },
    ]);
    const mine = (await detail(2, buyer)).data.skuDtoList.find((s) => s.id === sku!.id)!;
    expect(mine.skuAgreementsDtoList).toEqual([
      expect.objectContaining({ agreementNo: 'XY-OWN', price: 111 }),
    ]);
    for (const cookie of [undefined, supplier, other]) {
      const s = (await detail(2, cookie)).data.skuDtoList.find((x) => x.id === sku!.id)!;
      expect(s.skuAgreementsDtoList).toEqual([]);
    }
  });
});

describe('favourites', () => {
  const add = (itemId: unknown, cookie?: string) =>
    addFav(request('/v1/api/item/favourites', { method: 'POST', body: { itemId }, cookie }));
  const remove = (id: number, cookie?: string) =>
    deleteFav(request(`/v1/api/item/favourites/${id}`, { method: 'DELETE', cookie }), route(id));
  const isFav = async (userId: number, productId: number) =>
    (
      await db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    ).length === 1;

  it('requires login', async () => {
    expect((await json(await add(5))).status).toBe(401);
    expect((await json(await remove(5))).status).toBe(401);
  });

  it('adds and deletes idempotently, each user only their own', async () => {
    await db.delete(favourites).where(eq(favourites.productId, 5));
    expect((await json(await add(5, buyer))).status).toBe(200);
    expect((await json(await add(5, buyer))).status).toBe(200);
    expect(await isFav(DEMO.buyerUser, 5)).toBe(true);
    expect((await detail(5, buyer)).data.isFavourite).toBe(true);

    await add(5, designer);
    expect((await json(await remove(5, buyer))).status).toBe(200);
    expect((await json(await remove(5, buyer))).status).toBe(200);
    expect(await isFav(DEMO.buyerUser, 5)).toBe(false);
    expect(await isFav(DEMO.designerUser, 5)).toBe(true);
    expect((await detail(5, buyer)).data.isFavourite).toBe(false);
  });

  it('refuses a missing product and a malformed id', async () => {
    expect((await json(await add(999999, buyer))).status).toBe(404);
    expect((await json(await add('x', buyer))).status).toBe(400);
  });
});

describe('rights see/download', () => {
  const call = async (kind: 'see' | 'download', itemId: number, cookie?: string) =>
    json<RightsAccess>(
      await (kind === 'see' ? rightsSee : rightsDownload)(
        request(`/v1/api/item/rights/${kind}?itemId=${itemId}`, { cookie }),
      ),
    );

  it('is for buyers only', async () => {
    expect((await call('see', 1)).status).toBe(401);
    for (const cookie of [supplier, other, designer]) {
      for (const kind of ['see', 'download'] as const) {
        const res = await call(kind, 1, cookie);
        expect(res.status).toBe(403);
        expect(res.msg).toBe('仅采购商会员可查看或下载文件');
      }
    }
  });

  it('opens the files for a buyer, records the use once and charges the right once per file', async () => {
    await db
      .update(rights)
      .set({ numCount: 10 })
      .where(eq(rights.enterpriseId, DEMO.buyerEnterprise));
    const first = await call('see', 1, buyer);
    expect(first.status).toBe(200);
    expect(first.data.right.type).toBe(1);
    expect(first.data.files.length).toBeGreaterThan(0);
    expect(first.data.files.every((f) => f.rightType === 1 && f.url.length > 0)).toBe(true);
    expect(first.data.right.numCount).toBe(10 - first.data.files.length);

    const again = await call('see', 1, buyer);
    expect(again.data.right.numCount).toBe(first.data.right.numCount);
    const usages = await db
      .select()
      .from(rightsUsages)
      .where(and(eq(rightsUsages.userId, DEMO.buyerUser), eq(rightsUsages.action, 'see')));
    expect(usages).toHaveLength(first.data.files.length);

    const download = await call('download', 1, buyer);
    expect(download.status).toBe(200);
    expect(download.data.right.type).toBe(2);
    expect(download.data.files.every((f) => f.rightType === 2)).toBe(true);
  });

  it('refuses when the right is used up', async () => {
    await db
      .update(rights)
      .set({ numCount: 0 })
      .where(and(eq(rights.enterpriseId, DEMO.buyerEnterprise), eq(rights.type, 2)));
    const res = await call('download', 2, buyer);
    expect(res.status).toBe(403);
  });
});

describe('POST/PUT /v1/api/developer/cart', () => {
  const send = async (body: unknown, cookie?: string, method: 'POST' | 'PUT' = 'POST') =>
    json<number>(
      await (method === 'POST' ? addCart : setCart)(
        request('/v1/api/developer/cart', { method, body, cookie }),
      ),
    );
  const lines = () => db.select().from(carts).where(eq(carts.userId, DEMO.buyerUser));
  const buyableSku = async () => {
    const [row] = await db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(products.status, 1), sql`${skus.price} > 0`, eq(skus.priceType, 2)))
      .orderBy(skus.id)
      .limit(1);
    return row!.id;
  };

  it('sends visitors to login and refuses non-buyers', async () => {
    const skuId = await buyableSku();
    const visitor = await send({ skuId, quantity: 1 });
    expect(visitor).toMatchObject({ status: 401, msg: '请先登录' });
    for (const cookie of [supplier, other]) {
      const res = await send({ skuId, quantity: 1 }, cookie);
      expect(res).toMatchObject({ status: 403, msg: '仅采购商可以使用购物车' });
    }
  });

  it('refuses bad quantities with a Chinese message and writes nothing', async () => {
    const skuId = await buyableSku();
    for (const quantity of [0, -1, 1.5, 100000, '3', null]) {
      const res = await send({ skuId, quantity }, buyer);
      expect(res.status).toBe(400);
      expect(res.msg).toMatch(/采购数量/);
    }
    expect(await lines()).toHaveLength(0);
  });

  it('refuses a 询价 SKU and an off-shelf product', async () => {
    const [inquiry] = await db.select().from(skus).where(eq(skus.productId, 3)).limit(1);
    expect(inquiry!.price ?? 0).toBe(0);
    const res = await send({ skuId: inquiry!.id, quantity: 1 }, buyer);
    expect(res).toMatchObject({ status: 400, msg: '询价商品请联系供应商报价' });
    const off = await db.query.products.findFirst({ where: eq(products.status, 0) });
    const [offSku] = await db.select().from(skus).where(eq(skus.productId, off!.id)).limit(1);
    expect((await send({ skuId: offSku!.id, quantity: 1 }, buyer)).status).toBe(404);
    expect(await lines()).toHaveLength(0);
  });

  it('adds a line, merges the same SKU, and answers the new count', async () => {
    const skuId = await buyableSku();
    const first = await send({ skuId, quantity: 2 }, buyer);
    expect(first).toMatchObject({ status: 200, data: 1 });
    const again = await send({ skuId, quantity: 3 }, buyer);
    expect(again.data).toBe(1);
    expect((await lines()).map((l) => l.qty)).toEqual([5]);

    const [second] = await db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(products.status, 1), sql`${skus.price} > 0`, ne(skus.id, skuId)))
      .limit(1);
    expect((await send({ skuId: second!.id, quantity: 1 }, buyer)).data).toBe(2);
  });

  it('PUT sets the quantity', async () => {
    const skuId = await buyableSku();
    const res = await send({ skuId, quantity: 7 }, buyer, 'PUT');
    expect(res).toMatchObject({ status: 200, data: 2 });
    const line = (await lines()).find((l) => l.skuId === skuId);
    expect(line?.qty).toBe(7);
  });
});
