import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ImportAnswer,
  OpsPendingProduct,
  SupplierProductDetail,
  SupplierProductRow,
  SupplierProductSaved,
} from '@/api/modules/supplier-item';
import type { Page } from '@/api/types';
import { POST as reviewRoute } from '@/app/v1/api/ops/products/[id]/review/route';
import { GET as opsProducts } from '@/app/v1/api/ops/products/route';
import { GET as detailRoute, PUT as updateRoute } from '@/app/v1/api/supplier/item/[id]/route';
import { GET as countsRoute } from '@/app/v1/api/supplier/item/counts/route';
import { POST as createRoute } from '@/app/v1/api/supplier/item/create/route';
import { GET as exportRoute } from '@/app/v1/api/supplier/item/export/route';
import { GET as pageRoute } from '@/app/v1/api/supplier/item/page/route';
import { POST as shelfRoute } from '@/app/v1/api/supplier/item/shelf/route';
import { GET as templateRoute } from '@/app/v1/api/supplier/item/template/route';
import {
  validateImportRows,
  type ImportRawRow,
  type ProductFormInput,
} from '@/lib/supplier-product';
import { db } from '@/server/db';
import {
  brands,
  exportTasks,
  products,
  reviews,
  skus,
  uploadedFiles,
  urlAnnouncements,
  websiteMessages,
} from '@/server/db/schema';
import { searchProducts } from '@/server/services/catalog-search';
import {
  importRows,
  importTaskState,
  readImportRows,
  runImportTask,
} from '@/server/services/product-import';
import { searchSuggestions } from '@/server/services/search-suggest';
import { fileUrlOf } from '@/server/services/upload';
import { pollTask } from './export-job-helpers';
import { insertBasics, json, request, signedInUser } from './fixtures';

type Route = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const params = (values: Record<string, string> = {}) => ({ params: Promise.resolve(values) });

type User = Awaited<ReturnType<typeof signedInUser>>;
let supplier: User;
let other: User;
let buyer: User;
let operator: User;
let brandId: number;

async function ownImage(user: User): Promise<string> {
  const key = `public/202611/${randomUUID()}.png`;
  await db
    .insert(uploadedFiles)
    .values({ key, name: 'a.png', type: 'png', size: 10, ownerId: user.user.id, isPublic: true });
  return fileUrlOf(key);
}

async function form(user: User, over: Partial<ProductFormInput> = {}): Promise<ProductFormInput> {
  return {
    category3Id: 51,
    brandId,
    name: `测试橡木地板 ${randomUUID().slice(0, 6)}`,
    unit: '平方米',
    minOrderQty: 10,
    attributes: [{ key: '材质', value: '橡木' }],
    salesAttributes: [{ key: '颜色', values: ['原木', '胡桃'] }],
    skus: [
      {
        salesAttributes: [{ key: '颜色', value: '原木' }],
        priceType: 2,
        price: 199,
        stock: 100,
      },
      {
        salesAttributes: [{ key: '颜色', value: '胡桃' }],
        priceType: 1,
        price: 150,
        priceMax: 180,
        stock: 5,
      },
    ],
    images: [await ownImage(user)],
    description: '<p>环保<script>alert(1)</script><b>E0</b></p>',
    certificates: [],
    ...over,
  };
}

async function call<T>(
  route: Route,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown } = {},
  values: Record<string, string> = {},
) {
  return json<T>(await route(request(path, init), params(values)));
}

async function create(user: User, body: ProductFormInput) {
  return call<SupplierProductSaved>(createRoute as Route, '/v1/api/supplier/item/create', {
    method: 'POST',
    cookie: user.cookie,
    body,
  });
}

async function review(id: number, body: { action: string; reason?: string }) {
  return call<{ auditStatus: string }>(
    reviewRoute as Route,
    `/v1/api/ops/products/${id}/review`,
    { method: 'POST', cookie: operator.cookie, body },
    { id: String(id) },
  );
}

beforeAll(async () => {
  await insertBasics();
  supplier = await signedInUser(1);
  other = await signedInUser(1);
  buyer = await signedInUser(2);
  operator = await signedInUser(undefined, true);
  const [b] = await db
    .insert(brands)
    .values({ name: '森华', logo: '/x.png', brandName: 'SENHUA', webmap: 'senhua', initial: 'S' })
    .returning({ id: brands.id });
  brandId = b!.id;
});

describe('access', () => {
  const endpoints: [string, string, Route][] = [
    ['GET', '/v1/api/supplier/item/page', pageRoute as Route],
    ['GET', '/v1/api/supplier/item/counts', countsRoute as Route],
    ['POST', '/v1/api/supplier/item/create', createRoute as Route],
    ['GET', '/v1/api/supplier/item/1', detailRoute as Route],
    ['PUT', '/v1/api/supplier/item/1', updateRoute as Route],
    ['POST', '/v1/api/supplier/item/shelf', shelfRoute as Route],
    ['GET', '/v1/api/supplier/item/template', templateRoute as Route],
    ['GET', '/v1/api/supplier/item/export', exportRoute as Route],
  ];
  it.each(endpoints)('%s %s: 401 for visitors, 403 for buyers', async (method, path, route) => {
    const body = method === 'GET' ? undefined : {};
    expect((await route(request(path, { method, body }), params({ id: '1' }))).status).toBe(401);
    const res = await route(
      request(path, { method, body, cookie: buyer.cookie }),
      params({ id: '1' }),
    );
    expect(res.status).toBe(403);
  });
  it('ops endpoints are for operators only', async () => {
    expect((await call(opsProducts as Route, '/v1/api/ops/products')).status).toBe(401);
    expect(
      (await call(opsProducts as Route, '/v1/api/ops/products', { cookie: supplier.cookie }))
        .status,
    ).toBe(403);
  });
});

describe('create, review and search', () => {
  it('creates a product in review, invisible until ops approves, then searchable at once', async () => {
    const body = await form(supplier);
    const created = await create(supplier, body);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ state: 'pending', inReview: true });
    const id = created.data.id;

    const [row] = await db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ status: 0, auditStatus: 'pending', minPrice: 15000 });
    expect(row!.detailHtml).toBe('<p>环保<b>E0</b></p>');
    expect(row!.searchText).toContain('橡木');

    const keyword = body.name;
    // Warm the answer caches while the product is hidden: the approval must expire them.
    expect((await searchProducts({ ...listing(keyword) })).total).toBe(0);
    expect(await searchSuggestions(keyword, 1, 10)).toEqual([]);

    const pending = await call<Page<OpsPendingProduct>>(
      opsProducts as Route,
      '/v1/api/ops/products?pageSize=100',
      { cookie: operator.cookie },
    );
    const item = pending.data.records.find((r) => r.id === id);
    expect(item).toMatchObject({ isNew: true, categoryPath: '装饰建材 / 地板 / 实木复合地板' });
    expect(item!.skus).toHaveLength(2);

    expect((await review(id, { action: 'approve' })).data.auditStatus).toBe('approved');
    const [approved] = await db.select().from(products).where(eq(products.id, id));
    expect(approved!.status).toBe(1);
    expect((await searchProducts(listing(keyword))).records.map((r) => r.id)).toEqual([id]);
    expect((await searchSuggestions(keyword, 1, 10)).map((s) => Number(s.bid))).toContain(id);
    const messages = await db
      .select()
      .from(websiteMessages)
      .where(eq(websiteMessages.userId, supplier.user.id));
    expect(messages.some((m) => m.title.includes('审核通过') && m.side === 'supplier')).toBe(true);
    // The decision is in the ops audit trail: who, what, from which state.
    const trail = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.subject, 'product'), eq(reviews.subjectId, id)));
    expect(trail).toMatchObject([
      { action: 'approve', fromStatus: 'pending', toStatus: 'approved', actorId: operator.user.id },
    ]);

    // A second decision is refused.
    expect((await review(id, { action: 'reject', reason: '重复' })).status).toBe(409);
  });

  it('rejects with a reason the supplier reads; any save resubmits', async () => {
    const created = await create(supplier, await form(supplier));
    const id = created.data.id;
    expect((await review(id, { action: 'reject' })).status).toBe(400);
    await review(id, { action: 'reject', reason: '主图不清晰' });
    const detail = await call<SupplierProductDetail>(
      detailRoute as Route,
      `/v1/api/supplier/item/${id}`,
      { cookie: supplier.cookie },
      { id: String(id) },
    );
    expect(detail.data).toMatchObject({ state: 'rejected', auditReason: '主图不清晰' });
    const messages = await db
      .select()
      .from(websiteMessages)
      .where(eq(websiteMessages.userId, supplier.user.id));
    expect(messages.some((m) => m.content.includes('主图不清晰'))).toBe(true);

    const again = await call<SupplierProductSaved>(
      updateRoute as Route,
      `/v1/api/supplier/item/${id}`,
      { method: 'PUT', cookie: supplier.cookie, body: { ...detail.data.form } },
      { id: String(id) },
    );
    expect(again.data).toMatchObject({ state: 'pending', inReview: true });
  });

  it('a price edit of an approved product shows at once; a name edit goes back to review', async () => {
    const body = await form(supplier);
    const id = (await create(supplier, body)).data.id;
    await review(id, { action: 'approve' });
    const detail = (
      await call<SupplierProductDetail>(
        detailRoute as Route,
        `/v1/api/supplier/item/${id}`,
        { cookie: supplier.cookie },
        { id: String(id) },
      )
    ).data;
    const skusIn = detail.form.skus.map((s) => ({ ...s, price: s.price === 199 ? 99 : s.price }));
    const put = (b: unknown) =>
      call<SupplierProductSaved>(
        updateRoute as Route,
        `/v1/api/supplier/item/${id}`,
        { method: 'PUT', cookie: supplier.cookie, body: b },
        { id: String(id) },
      );
    const priced = await put({ ...detail.form, skus: skusIn });
    expect(priced.data).toMatchObject({ state: 'onSale', inReview: false });
    const [row] = await db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ status: 1, minPrice: 9900 });
    // SKU ids were kept.
    const skuIds = (await db.select({ id: skus.id }).from(skus).where(eq(skus.productId, id))).map(
      (s) => s.id,
    );
    expect(skuIds.sort()).toEqual(detail.form.skus.map((s) => s.id).sort());

    const renamed = await put({ ...detail.form, skus: skusIn, name: `${body.name} 新款` });
    expect(renamed.data).toMatchObject({ state: 'pending', inReview: true });
    // Out of the mall while in review (the search may still widen to other 橡木地板).
    const after = await searchProducts(listing(body.name));
    expect(after.records.map((r) => r.id)).not.toContain(id);
  });

  it('validates on the server with a field-named Chinese message', async () => {
    const body = await form(supplier);
    const bad = await create(supplier, {
      ...body,
      skus: [{ ...body.skus[0]!, price: -1 }, body.skus[1]!],
    });
    expect(bad).toMatchObject({ status: 400, msg: 'SKU 1：价格不能小于 0' });
    const noStock = await create(supplier, {
      ...body,
      skus: [{ ...body.skus[0]!, stock: 1.5 }, body.skus[1]!],
    });
    expect(noStock).toMatchObject({ status: 400, msg: 'SKU 1：库存须为整数' });
    expect((await create(supplier, { ...body, name: '' })).msg).toBe('请输入商品名称');
    expect((await create(supplier, { ...body, category3Id: 5 })).msg).toBe('请选择有效的三级类目');
    // Someone else's upload is not an image of this supplier.
    expect((await create(supplier, { ...body, images: [await ownImage(other)] })).msg).toBe(
      '商品图片须为本人上传的 png 或 jpg 图片',
    );
  });
});

describe('ownership', () => {
  it("another supplier's product is a 404 and nothing is written", async () => {
    const id = (await create(supplier, await form(supplier))).data.id;
    const [before] = await db.select().from(products).where(eq(products.id, id));
    const detail = await call(
      detailRoute as Route,
      `/v1/api/supplier/item/${id}`,
      { cookie: other.cookie },
      { id: String(id) },
    );
    expect(detail.status).toBe(404);
    const put = await call(
      updateRoute as Route,
      `/v1/api/supplier/item/${id}`,
      { method: 'PUT', cookie: other.cookie, body: await form(other, { name: '被篡改' }) },
      { id: String(id) },
    );
    expect(put.status).toBe(404);
    const shelf = await call(shelfRoute as Route, '/v1/api/supplier/item/shelf', {
      method: 'POST',
      cookie: other.cookie,
      body: { ids: [id], onShelf: false },
    });
    expect(shelf.status).toBe(404);
    const [after] = await db.select().from(products).where(eq(products.id, id));
    expect(after).toEqual(before);
    const list = await call<Page<SupplierProductRow>>(
      pageRoute as Route,
      '/v1/api/supplier/item/page',
      { cookie: other.cookie },
    );
    expect(list.data.records.some((r) => r.id === id)).toBe(false);
  });

  it('finds its own product by any words of its name, as the catalogue search reads them', async () => {
    // 4g inside the model reads as a quantity and 25公斤 as 25kg: the list reads its keyword the same way.
    const name = `防水涂料 E2Emwz9i4g56292 25公斤 ${randomUUID().slice(0, 6)}`;
    const id = (await create(supplier, await form(supplier, { name }))).data.id;
    for (const keyword of ['E2Emwz9i4g56292', '防水涂料 25kg', '25公斤', name]) {
      const list = await call<Page<SupplierProductRow>>(
        pageRoute as Route,
        `/v1/api/supplier/item/page?keyword=${encodeURIComponent(keyword)}`,
        { cookie: supplier.cookie },
      );
      expect(
        list.data.records.map((r) => r.id),
        keyword,
      ).toEqual([id]);
    }
  });

  it('上架/下架 keeps status equal to onShelf and approved', async () => {
    const id = (await create(supplier, await form(supplier))).data.id;
    await review(id, { action: 'approve' });
    const off = await call(shelfRoute as Route, '/v1/api/supplier/item/shelf', {
      method: 'POST',
      cookie: supplier.cookie,
      body: { ids: [id], onShelf: false },
    });
    expect(off.status).toBe(200);
    const [row] = await db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ onShelf: false, status: 0 });
    // Approval announced the page to search engines; taking it off the shelf announces it gone.
    const url = `http://localhost/product/item/${id}`;
    await vi.waitFor(async () =>
      expect(
        (await db.select().from(urlAnnouncements).where(eq(urlAnnouncements.url, url))).map(
          (a) => a.action,
        ),
      ).toEqual(['update', 'delete']),
    );
    const list = await call<Page<SupplierProductRow>>(
      pageRoute as Route,
      '/v1/api/supplier/item/page?state=offShelf&pageSize=100',
      { cookie: supplier.cookie },
    );
    expect(list.data.records.map((r) => r.id)).toContain(id);
  });
});

describe('import and export', () => {
  const row = (image: string, over: ImportRawRow = {}): ImportRawRow => ({
    productKey: 'A',
    name: `导入涂料 ${randomUUID().slice(0, 6)}`,
    category3Id: '52',
    unit: '桶',
    minOrderQty: '1',
    images: image,
    spec: '规格:20kg',
    priceType: '固定价',
    price: '199',
    stock: '10',
    ...over,
  });

  it('answers every bad row and writes nothing; a clean file writes all', async () => {
    const image = await ownImage(supplier);
    const countOf = async () =>
      (
        await db
          .select({ n: count() })
          .from(products)
          .where(eq(products.supplierId, supplier.user.activeEnterpriseId!))
      )[0]!.n;
    const before = await countOf();
    const good = row(image);
    const rows = [
      { row: 2, raw: good },
      { row: 3, raw: { ...good, spec: '规格:5kg', price: '-3' } },
      { row: 4, raw: row(image, { productKey: 'B', category3Id: '999' }) },
    ];
    const bad = await importRows(asSession(supplier), supplier.user.activeEnterpriseId!, rows);
    expect(bad).toEqual({
      ok: false,
      rows: 3,
      errors: [{ row: 3, column: '价格(元)', reason: '价格(元)不能小于 0' }],
    });
    // Sheet-level rows pass, the database check catches the unknown category.
    const unknown = await importRows(asSession(supplier), supplier.user.activeEnterpriseId!, [
      rows[0]!,
      rows[2]!,
    ]);
    expect(unknown).toMatchObject({
      ok: false,
      errors: [{ row: 4, column: '三级类目ID', reason: '三级类目不存在或已停用' }],
    });
    expect(await countOf()).toBe(before);

    const sessionUser = asSession(supplier);
    const ok = (await importRows(sessionUser, supplier.user.activeEnterpriseId!, [
      { row: 2, raw: good },
      { row: 3, raw: { ...good, spec: '规格:5kg', price: '30' } },
      { row: 4, raw: row(image, { productKey: 'B' }) },
    ])) as Extract<ImportAnswer, { ok: true }>;
    expect(ok).toMatchObject({ ok: true, rows: 3, products: 2 });
    expect(await importFinished(sessionUser, ok.taskId)).toMatchObject({
      status: 'done',
      progress: 100,
      attempt: 1,
    });
    expect(await countOf()).toBe(before + 2);
    const [imported] = await db
      .select()
      .from(products)
      .where(and(eq(products.name, good.name as string)));
    expect(imported).toMatchObject({ auditStatus: 'pending', status: 0, minPrice: 3000 });
  });

  it('a second attempt removes what a dead one wrote, so nothing is imported twice', async () => {
    const image = await ownImage(supplier);
    const sessionUser = asSession(supplier);
    const supplierId = supplier.user.activeEnterpriseId!;
    const rows = [
      { row: 2, raw: row(image) },
      { row: 3, raw: row(image, { productKey: 'B' }) },
    ];
    const names = rows.map((r) => r.raw.name as string);
    const named = () =>
      db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.supplierId, supplierId), inArray(products.name, names)));
    const answer = (await importRows(sessionUser, supplierId, rows)) as Extract<
      ImportAnswer,
      { ok: true }
    >;
    await importFinished(sessionUser, answer.taskId);
    const first = (await named()).map((p) => p.id);
    expect(first).toHaveLength(2);
    // As the first attempt's process would leave it, killed after its last step: the products
    // written and recorded, the task still running with its checked products.
    await db
      .update(exportTasks)
      .set({
        status: 'running',
        params: {
          rows: 2,
          products: 2,
          supplierId,
          items: validateImportRows(rows).products,
        },
        result: { written: first },
      })
      .where(eq(exportTasks.id, answer.taskId));
    await runImportTask(answer.taskId, { retryCount: 1, final: false });
    const again = (await named()).map((p) => p.id);
    expect(again).toHaveLength(2);
    expect(again.some((id) => first.includes(id))).toBe(false);
    expect(await importTaskState(sessionUser, answer.taskId)).toMatchObject({
      status: 'done',
      progress: 100,
      attempt: 2,
    });
  });

  it('exports the own catalogue in the import layout, and the template reads back', async () => {
    const res = await exportRoute(
      request('/v1/api/supplier/item/export', { cookie: supplier.cookie }),
    );
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await readImportRows(Buffer.from(await res.arrayBuffer()));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.raw.productKey).toMatch(/^P\d+$/);

    const template = await templateRoute(
      request('/v1/api/supplier/item/template', { cookie: supplier.cookie }),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['商品与SKU', '填写说明', '类目', '品牌']);
    const again = await templateRoute(
      request('/v1/api/supplier/item/template', { cookie: supplier.cookie }),
    );
    expect(await readImportRows(Buffer.from(await again.arrayBuffer()))).toEqual([]);
  });

  it('imports 5,000 rows within a minute', { timeout: 120_000 }, async () => {
    const image = await ownImage(supplier);
    const sessionUser = asSession(supplier);
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      row: i + 2,
      raw: row(image, {
        productKey: `K${Math.floor(i / 2)}`,
        name: `批量商品 ${Math.floor(i / 2)}`,
        spec: `规格:${i % 2 ? '大' : '小'}`,
      }),
    }));
    const started = Date.now();
    const answer = await importRows(sessionUser, supplier.user.activeEnterpriseId!, rows);
    expect(answer).toMatchObject({ ok: true, products: 2500 });
    const task = await importFinished(sessionUser, (answer as { taskId: number }).taskId, 60_000);
    expect(task).toMatchObject({ status: 'done', products: 2500 });
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

/** Polls an import until its job has finished writing (or failed). */
function importFinished(user: ReturnType<typeof asSession>, taskId: number, timeoutMs = 20_000) {
  return pollTask(
    () => importTaskState(user, taskId),
    (t) => t.status === 'done' || t.status === 'failed',
    timeoutMs,
  );
}

function asSession(user: User) {
  return {
    id: user.user.id,
    name: user.user.name,
    topType: 1 as const,
    enterpriseId: user.user.activeEnterpriseId,
    isOperator: false,
  };
}

function listing(keyword: string) {
  return { keyword, brandIds: [], categoryIds: [], pageNo: 1, pageSize: 20 };
}
