import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceiveAddress } from '@/api/modules/address';
import type { OrderDetail, OrderSummary, PlacedOrders } from '@/api/modules/order';
import type { CartLine, CartStatement } from '@/api/modules/shopping-cart';
import type { Page } from '@/api/types';
import { DELETE as deleteCartRoute } from '@/app/v1/api/cart/[id]/route';
import { POST as createProjectRoute } from '@/app/v1/api/demand/project/createProject/route';
import { POST as moveProjectRoute } from '@/app/v1/api/demand/project/moveProject/route';
import { GET as projectPagingRoute } from '@/app/v1/api/demand/project/moveProjectPaging/route';
import { POST as addCartRoute, PUT as setCartRoute } from '@/app/v1/api/developer/cart/route';
import { POST as orderRoute } from '@/app/v1/api/developer/order/route';
import { POST as exportRoute } from '@/app/v1/api/developer/orders/export/route';
import { GET as ordersRoute } from '@/app/v1/api/developer/orders/route';
import { GET as orderDetailRoute } from '@/app/v1/api/order/[id]/route';
import { GET as auditorCacheRoute } from '@/app/v1/api/orderAudit/auditorCache/route';
import { GET as auditorListRoute } from '@/app/v1/api/orderAudit/auditorList/route';
import { POST as addressListRoute } from '@/app/v1/api/receiveAddress/list/route';
import { POST as addressSaveRoute } from '@/app/v1/api/receiveAddress/save/route';
import { GET as statementRoute } from '@/app/v1/api/shopping-cart/carts/statement/route';
import { GET as cartsRoute } from '@/app/v1/api/shopping-cart/carts/route';
import { QUANTITY_MESSAGE } from '@/lib/cart';
import { db } from '@/server/db';
import {
  carts,
  enterprises,
  orderLines,
  orders,
  products,
  projectItems,
  projects,
  receiveAddresses,
  skus,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { DEMO } from '@/server/db/seed/identity';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { metrics } from '@/server/observability/metrics';
import { json, request } from './fixtures';

const cookieOf = async (userId: number) =>
  `${SESSION_COOKIE}=${(await createSession(userId)).token}`;
const idRoute = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

let buyer = '';
let supplier = '';
let otherBuyer = '';
let otherBuyerId = 0;

beforeAll(async () => {
  await seed(db, { products: 60, writeImages: false });
  buyer = await cookieOf(DEMO.buyerUser);
  supplier = await cookieOf(DEMO.supplierUser);
  // A second approved buyer company with a user of its own.
  const [e] = await db
    .insert(enterprises)
    .values({ name: '测试采购集团', type: 2, status: 1 })
    .returning({ id: enterprises.id });
  const [u] = await db
    .insert(users)
    .values({
      phone: '13911112222',
      name: '第二采购',
      clientId: randomUUID(),
      activeEnterpriseId: e!.id,
    })
    .returning({ id: users.id });
  await db.insert(userEnterprises).values({ userId: u!.id, enterpriseId: e!.id });
  otherBuyerId = u!.id;
  otherBuyer = await cookieOf(u!.id);
});

const get = async <T>(
  route: (req: ReturnType<typeof request>, ctx?: ReturnType<typeof idRoute>) => Promise<Response>,
  path: string,
  cookie?: string,
  ctx?: ReturnType<typeof idRoute>,
) => json<T>(await route(request(path, { cookie }), ctx));

const send = async <T>(
  route: (req: ReturnType<typeof request>) => Promise<Response>,
  path: string,
  body: unknown,
  cookie: string,
  method = 'POST',
) => json<T>(await route(request(path, { method, body, cookie })));

const cart = (cookie = buyer) => get<CartLine[]>(cartsRoute, '/v1/api/shopping-cart/carts', cookie);

/** An orderable SKU not yet in the demo buyer's cart, of a product on shelf. */
async function freshSku(exclude: number[] = []) {
  const inCart = (await db.select({ skuId: carts.skuId }).from(carts)).map((c) => c.skuId);
  const rows = await db
    .select({
      id: skus.id,
      productId: skus.productId,
      price: skus.price,
      priceType: skus.priceType,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(products.status, 1), eq(skus.status, 1), inArray(skus.priceType, [2])))
    .orderBy(skus.id);
  const pick = rows.find(
    (r) => r.price && !inCart.includes(r.id) && !exclude.includes(r.id) && r.productId > 4,
  );
  if (!pick) throw new Error('no fresh SKU in the seed');
  await db.update(skus).set({ stock: 1000 }).where(eq(skus.id, pick.id));
  return pick;
}

async function addLine(quantity = 3, cookie = buyer, exclude: number[] = []) {
  const sku = await freshSku(exclude);
  const res = await send<number>(
    addCartRoute,
    '/v1/api/developer/cart',
    { skuId: sku.id, quantity },
    cookie,
  );
  expect(res.code, res.msg).toBe(0);
  const line = (await cart(cookie)).data.find((l) => l.skuId === sku.id)!;
  return { sku, line };
}

const placeOrder = (body: unknown, cookie = buyer) =>
  orderRoute(request('/v1/api/developer/order', { method: 'POST', body, cookie }));

const addresses = async (cookie = buyer) =>
  (await get<ReceiveAddress[]>(addressListRoute as never, '/v1/api/receiveAddress/list', cookie))
    .data;

const orderCount = async () => (await db.select({ id: orders.id }).from(orders)).length;

describe('the cart', () => {
  it('lists the buyer lines priced from the catalogue, flagging a changed price', async () => {
    const res = await cart();
    expect(res.status).toBe(200);
    expect(res.data.length).toBe(6);
    for (const line of res.data) {
      expect(line.tenantName).not.toBe('');
      expect(line.itemName).not.toBe('');
    }
    // The seed adds one line before a price cut.
    expect(res.data.filter((l) => l.priceChanged).length).toBeGreaterThanOrEqual(1);
  });

  it('flags a withdrawn SKU and never prices it', async () => {
    const { sku, line } = await addLine(1);
    expect(line.problem).toBeNull();
    await db.update(products).set({ status: 0 }).where(eq(products.id, sku.productId));
    const after = (await cart()).data.find((l) => l.id === line.id)!;
    expect(after.problem).toBe('withdrawn');
    const statement = await get<CartStatement>(
      statementRoute,
      `/v1/api/shopping-cart/carts/statement?ids=${line.id}`,
      buyer,
    );
    expect(statement.data.totalAmount).toBe(0);
    await db.update(products).set({ status: 1 }).where(eq(products.id, sku.productId));
    await db.delete(carts).where(eq(carts.id, line.id));
  });

  it('a supplier never sees a buyer cart, and a visitor must log in', async () => {
    const res = await cart(supplier);
    expect(res.status).toBe(403);
    expect(res.msg).toBe(CART_BUYERS_ONLY);
    expect(res.data).toBeNull();
    expect((await get(cartsRoute, '/v1/api/shopping-cart/carts')).status).toBe(401);
  });

  it('rejects a negative or huge quantity with a Chinese message and changes nothing', async () => {
    const line = (await cart()).data[0]!;
    for (const quantity of [-5, 0, 100000, 2.5]) {
      const res = await send<number>(
        setCartRoute,
        '/v1/api/developer/cart',
        { skuId: line.skuId, quantity },
        buyer,
        'PUT',
      );
      expect(res.status).toBe(400);
      expect(res.msg).toContain(QUANTITY_MESSAGE);
    }
    const row = await db.query.carts.findFirst({ where: eq(carts.id, line.id) });
    expect(row!.qty).toBe(line.num);
  });

  it('deletes only the caller’s own line', async () => {
    const { line } = await addLine(2);
    const theirs = await deleteCartRoute(
      request(`/v1/api/cart/${line.id}`, { method: 'DELETE', cookie: otherBuyer }),
      idRoute(line.id),
    );
    expect(theirs.status).toBe(404);
    expect((await json(theirs)).msg).toMatch(/采购车中没有这件商品/);
    expect(await db.query.carts.findFirst({ where: eq(carts.id, line.id) })).toBeDefined();

    const before = (await cart()).data.length;
    const mine = await json<number>(
      await deleteCartRoute(
        request(`/v1/api/cart/${line.id}`, { method: 'DELETE', cookie: buyer }),
        idRoute(line.id),
      ),
    );
    expect(mine.data).toBe(before - 1);
  });
});

describe('projects and addresses', () => {
  it('creates a project with province and city checked, and moves a line into it and back', async () => {
    const bad = await send(
      createProjectRoute,
      '/v1/api/demand/project/createProject',
      {
        projectName: '错位项目',
        provinceId: 310000,
        province: '上海市',
        cityId: 330100,
        city: '杭州市',
      },
      buyer,
    );
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('请选择有效的省份和城市');

    const created = await send<{ id: number }>(
      createProjectRoute,
      '/v1/api/demand/project/createProject',
      {
        projectName: '  临港科创园二期  ',
        provinceId: 310000,
        province: 'x',
        cityId: 310100,
        city: 'y',
      },
      buyer,
    );
    expect(created.code, created.msg).toBe(0);
    const projectPage = () =>
      get<Page<{ id: number; projectName: string; city: string; itemCount: number }>>(
        projectPagingRoute,
        '/v1/api/demand/project/moveProjectPaging?pageNo=1&pageSize=10',
        buyer,
      );
    const page = await projectPage();
    // A new project holds no lines, whatever ids its neighbours' lines have.
    expect(page.data.records[0]).toMatchObject({
      id: created.data.id,
      projectName: '临港科创园二期',
      city: '上海市',
      itemCount: 0,
    });

    const { line } = await addLine(4);
    const move = { moveFlag: 1, itemId: line.itemId, skuId: line.skuId, listId: created.data.id };
    // Someone else cannot move into this buyer's project.
    const foreign = await send(
      moveProjectRoute,
      '/v1/api/demand/project/moveProject',
      move,
      otherBuyer,
    );
    expect(foreign.status).toBe(404);

    const moved = await send<number>(
      moveProjectRoute,
      '/v1/api/demand/project/moveProject',
      move,
      buyer,
    );
    expect(moved.code, moved.msg).toBe(0);
    expect(await db.query.carts.findFirst({ where: eq(carts.id, line.id) })).toBeUndefined();
    const item = await db.query.projectItems.findFirst({
      where: and(eq(projectItems.projectId, created.data.id), eq(projectItems.skuId, line.skuId)),
    });
    expect(item!.qty).toBe(4);
    const counted = (await projectPage()).data.records.find((r) => r.id === created.data.id);
    expect(counted?.itemCount).toBe(1);

    const again = await send(moveProjectRoute, '/v1/api/demand/project/moveProject', move, buyer);
    expect(again.status).toBe(404);

    const back = await send<number>(
      moveProjectRoute,
      '/v1/api/demand/project/moveProject',
      { ...move, moveFlag: 0 },
      buyer,
    );
    expect(back.code, back.msg).toBe(0);
    expect((await cart()).data.some((l) => l.skuId === line.skuId && l.num === 4)).toBe(true);
  });

  it('saves an address with a valid phone; the new default replaces the old', async () => {
    const base = {
      name: '周工',
      provinceId: 440000,
      province: '',
      cityId: 440300,
      city: '',
      address: '南山区科技园 8 号',
    };
    const bad = await send(
      addressSaveRoute,
      '/v1/api/receiveAddress/save',
      { ...base, phone: '12345' },
      buyer,
    );
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('请输入正确的11位手机号码');

    const saved = await send<ReceiveAddress>(
      addressSaveRoute,
      '/v1/api/receiveAddress/save',
      { ...base, phone: '13912340000', isDefault: true },
      buyer,
    );
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({ province: '广东省', city: '深圳市', isDefault: true });
    const list = await addresses();
    expect(list[0]!.id).toBe(saved.data.id);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);

    // Someone else's address cannot be edited.
    const foreign = await send(
      addressSaveRoute,
      '/v1/api/receiveAddress/save',
      { ...base, id: saved.data.id, phone: '13912340000' },
      otherBuyer,
    );
    expect(foreign.status).toBe(404);
  });

  it('lists the approvers of the buyer enterprise and remembers the last one', async () => {
    const list = await get<{ id: number; name: string }[]>(
      auditorListRoute,
      '/v1/api/orderAudit/auditorList',
      buyer,
    );
    expect(list.data.map((a) => a.id)).toEqual(expect.arrayContaining([DEMO.buyerUser, 190, 191]));
    const cache = await get<{ id: number } | null>(
      auditorCacheRoute,
      '/v1/api/orderAudit/auditorCache',
      buyer,
    );
    expect([190, 191]).toContain(cache.data!.id);
  });
});

describe('placing an order', () => {
  async function draft(lines: CartLine[], extra: Record<string, unknown> = {}) {
    const address = (await addresses())[0]!;
    return {
      idempotencyKey: randomUUID(),
      items: lines.map((l) => ({ cartId: l.id, price: l.price! })),
      receiveAddressId: address.id!,
      // The demo company's rules need an approver for every order (lib/order-lifecycle approvalPlan).
      auditorId: 190,
      ...extra,
    };
  }

  it('makes one order per supplier, takes stock and empties those cart lines, in one go', async () => {
    const a = await addLine(5);
    const b = await addLine(7, buyer, [a.sku.id]);
    const stockBefore = await db
      .select({ id: skus.id, stock: skus.stock })
      .from(skus)
      .where(inArray(skus.id, [a.sku.id, b.sku.id]));
    const body = await draft([a.line, b.line], {
      projectId: 1,
      auditorId: 190,
      remark: '周一上午送货',
    });
    const res = await json<PlacedOrders>(await placeOrder(body));
    expect(res.code, res.msg).toBe(0);
    const suppliers = new Set([a.line.tenantId, b.line.tenantId]);
    expect(res.data.orders).toHaveLength(suppliers.size);
    for (const o of res.data.orders) expect(o.orderNo).toMatch(/^DD\d{16}$/);

    const made = await db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(
      made.every(
        (o) => o.status === 'pending_approval' && o.projectId === 1 && o.auditorId === 190,
      ),
    ).toBe(true);
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          made.map((o) => o.id),
        ),
      );
    expect(lines.map((l) => l.qty).sort()).toEqual([5, 7]);
    const total = made.reduce((s, o) => s + o.totalAmount, 0);
    expect(total).toBe(a.line.price! * 5 + b.line.price! * 7);
    const stockAfter = await db
      .select({ id: skus.id, stock: skus.stock })
      .from(skus)
      .where(inArray(skus.id, [a.sku.id, b.sku.id]));
    for (const s of stockAfter) {
      const was = stockBefore.find((x) => x.id === s.id)!.stock;
      expect(was - s.stock).toBe(s.id === a.sku.id ? 5 : 7);
    }
    expect(
      await db
        .select()
        .from(carts)
        .where(inArray(carts.id, [a.line.id, b.line.id])),
    ).toHaveLength(0);
  });

  it('20 concurrent submits with one idempotency key make exactly one order', async () => {
    const { line } = await addLine(2);
    const body = await draft([line]);
    const before = await orderCount();
    const counted = (await metrics.ordersPlaced.get()).values[0]?.value ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(body).then((r) => json<PlacedOrders>(r))),
    );
    for (const a of answers) expect(a.code, a.msg).toBe(0);
    const numbers = new Set(answers.map((a) => a.data.orders.map((o) => o.orderNo).join(',')));
    expect(numbers.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    // The orders-placed metric counts the order once, not once per submit.
    expect((await metrics.ordersPlaced.get()).values[0]?.value).toBe(counted + 1);
    const made = await db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(made).toHaveLength(1);
    expect(
      await db.select().from(orderLines).where(eq(orderLines.orderId, made[0]!.id)),
    ).toHaveLength(1);
    // A later retry (say after a timeout) still answers the same order.
    const retry = await json<PlacedOrders>(await placeOrder(body));
    expect(retry.data.orders[0]!.orderNo).toBe(made[0]!.orderNo);
  });

  it('catches a price change between the cart and the order: a clear message and no order', async () => {
    const { sku, line } = await addLine(3);
    const body = await draft([line]);
    await db
      .update(skus)
      .set({ price: line.price! + 1234 })
      .where(eq(skus.id, sku.id));
    const before = await orderCount();
    const res = await json(await placeOrder(body));
    expect(res.status).toBe(409);
    expect(res.msg).toMatch(/价格已由 ¥[\d,.]+ 变为 ¥[\d,.]+，请返回采购车确认最新价格后重新提交/);
    expect(await orderCount()).toBe(before);
    expect(await db.query.carts.findFirst({ where: eq(carts.id, line.id) })).toBeDefined();
    // The cart now shows the change.
    const flagged = (await cart()).data.find((l) => l.id === line.id)!;
    expect(flagged.priceChanged).toBe(true);
    expect(flagged.price).toBe(line.price! + 1234);
  });

  it('rejects a missing address, someone else’s cart line and bad input, changing nothing', async () => {
    const { line } = await addLine(1);
    const before = await orderCount();
    const cartBefore = (await cart()).data.length;

    const noAddress = await json(
      await placeOrder({ ...(await draft([line])), receiveAddressId: 999999 }),
    );
    expect(noAddress.status).toBe(400);
    expect(noAddress.msg).toBe('收货地址不存在，请重新选择');

    const withoutAddress = await draft([line]);
    const { receiveAddressId: _omit, ...rest } = withoutAddress;
    const missing = await json(await placeOrder(rest));
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain('收货地址');

    // The other buyer cannot order this buyer's line, nor use this buyer's address.
    await db.insert(receiveAddresses).values({
      userId: otherBuyerId,
      enterpriseId: (await db.query.users.findFirst({ where: eq(users.id, otherBuyerId) }))!
        .activeEnterpriseId,
      receiverName: '第二采购',
      phone: '13911112222',
      provinceId: 310000,
      province: '上海市',
      cityId: 310100,
      city: '上海市',
      address: '测试路 1 号',
    });
    const theirAddress = (await addresses(otherBuyer))[0]!;
    const foreignLine = await json(
      await placeOrder(
        {
          idempotencyKey: randomUUID(),
          items: [{ cartId: line.id, price: line.price }],
          receiveAddressId: theirAddress.id,
        },
        otherBuyer,
      ),
    );
    expect(foreignLine.status).toBe(409);
    expect(foreignLine.msg).toBe('部分商品已不在采购车中，请返回采购车刷新后重新提交');
    const foreignAddress = await json(
      await placeOrder({ ...(await draft([line])), receiveAddressId: theirAddress.id }),
    );
    expect(foreignAddress.status).toBe(400);

    const noKey = await json(await placeOrder({ ...(await draft([line])), idempotencyKey: '' }));
    expect(noKey.status).toBe(400);
    expect(noKey.msg).toContain('订单提交标识');

    const empty = await json(await placeOrder(await draft([])));
    expect(empty.status).toBe(400);
    expect(empty.msg).toContain('请选择要下单的商品');

    expect(await orderCount()).toBe(before);
    expect((await cart()).data.length).toBe(cartBefore);
  });

  it('refuses an out-of-stock line and a supplier identity', async () => {
    const { sku, line } = await addLine(10);
    await db.update(skus).set({ stock: 3 }).where(eq(skus.id, sku.id));
    const before = await orderCount();
    const res = await json(await placeOrder(await draft([line])));
    expect(res.status).toBe(409);
    expect(res.msg).toContain('采购数量超过库存');
    const asSupplier = await json(await placeOrder(await draft([line]), supplier));
    expect(asSupplier.status).toBe(403);
    expect(asSupplier.msg).toBe(CART_BUYERS_ONLY);
    expect(await orderCount()).toBe(before);
  });
});

describe('the buyer’s orders', () => {
  it('lists and opens only the buyer’s own orders', async () => {
    const page = await get<Page<OrderSummary>>(
      ordersRoute,
      '/v1/api/developer/orders?pageNo=1&pageSize=5',
      buyer,
    );
    expect(page.data.records).toHaveLength(5);
    expect(page.data.total).toBeGreaterThanOrEqual(8);
    const first = page.data.records[0]!;
    expect(first.statusText).toBe('待审核');
    const detail = await get<OrderDetail>(
      orderDetailRoute,
      `/v1/api/order/${first.id}`,
      buyer,
      idRoute(first.id),
    );
    expect(detail.data.lines.length).toBe(first.lineCount);
    expect(detail.data.address.receiverName).not.toBe('');

    const foreign = await get(
      orderDetailRoute,
      `/v1/api/order/${first.id}`,
      otherBuyer,
      idRoute(first.id),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.msg).toBe('订单不存在');
    const none = await get<Page<OrderSummary>>(ordersRoute, '/v1/api/developer/orders', otherBuyer);
    expect(none.data.total).toBe(0);
    const filtered = await get<Page<OrderSummary>>(
      ordersRoute,
      '/v1/api/developer/orders?tab=completed',
      buyer,
    );
    expect(filtered.data.records.length).toBeGreaterThan(0);
    expect(filtered.data.records.every((o) => o.status === 'completed')).toBe(true);
  });

  it('exports the chosen orders as an xlsx with one row per line', async () => {
    const mine = await db.select().from(orders).where(eq(orders.userId, DEMO.buyerUser)).limit(2);
    const res = await exportRoute(
      request('/v1/api/developer/orders/export', {
        method: 'POST',
        cookie: buyer,
        body: { ids: mine.map((o) => o.id) },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('采购订单')!;
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          mine.map((o) => o.id),
        ),
      );
    expect(sheet.rowCount).toBe(lines.length + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('订单编号');
    const numbers = new Set(sheet.getColumn(1).values.slice(2));
    expect(numbers).toEqual(new Set(mine.map((o) => o.orderNo)));

    const asSupplier = await exportRoute(
      request('/v1/api/developer/orders/export', { method: 'POST', cookie: supplier, body: {} }),
    );
    expect(asSupplier.status).toBe(403);
    // Someone else's ids export nothing of this buyer.
    const foreign = await exportRoute(
      request('/v1/api/developer/orders/export', {
        method: 'POST',
        cookie: otherBuyer,
        body: { ids: mine.map((o) => o.id) },
      }),
    );
    const other = new ExcelJS.Workbook();
    await other.xlsx.load(await foreign.arrayBuffer());
    expect(other.getWorksheet('采购订单')!.rowCount).toBe(1);
    expect(
      await db.select().from(projects).where(ne(projects.userId, DEMO.buyerUser)),
    ).toHaveLength(0);
  });
});
