import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApprovalPlanView,
  ApprovalRulesView,
  OrderDetail,
  PendingApproval,
} from '@/api/modules/order';
import type { Page } from '@/api/types';
import { POST as actionRoute } from '@/app/v1/api/order/[id]/[action]/route';
import { GET as orderRoute } from '@/app/v1/api/order/[id]/route';
import { GET as pendingRoute } from '@/app/v1/api/orderAudit/pending/route';
import { GET as planRoute } from '@/app/v1/api/orderAudit/plan/route';
import { GET as rulesRoute, PUT as saveRulesRoute } from '@/app/v1/api/orderAudit/rules/route';
import { GET as supplierOrdersRoute } from '@/app/v1/api/supplier/orders/route';
import { db } from '@/server/db';
import {
  carts,
  enterprises,
  orderApprovals,
  orderEvents,
  orderLines,
  orders,
  products,
  skus,
  userEnterprises,
  users,
  websiteMessages,
} from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { DEMO } from '@/server/db/seed/identity';
import { createSession, findSessionUser, SESSION_COOKIE } from '@/server/services/identity/session';
import { listOrders, placeOrder } from '@/server/services/order';
import { projectSpends } from '@/server/services/order-approval';
import { sweepOrderTimers } from '@/server/services/order-timers';
import { SPENDING_STATUSES, type OrderStatus } from '@/lib/order-lifecycle';
import { json, request } from './fixtures';

const LIU = 190; // 刘振华, the second level
const GAO = 191; // 高雅琴, the first level above ¥50,000

const cookies: Record<string, string> = {};
const cookieOf = async (userId: number) =>
  `${SESSION_COOKIE}=${(await createSession(userId)).token}`;
const ctx = (id: number, action?: string) => ({
  params: Promise.resolve<Record<string, string>>(
    action ? { id: String(id), action } : { id: String(id) },
  ),
});

async function act(id: number, action: string, who: string | undefined, body: unknown = {}) {
  return json<OrderDetail>(
    await actionRoute(
      request(`/v1/api/order/${id}/${action}`, { method: 'POST', body, cookie: who }),
      ctx(id, action),
    ),
  );
}

const read = async (id: number, who?: string) =>
  json<OrderDetail>(await orderRoute(request(`/v1/api/order/${id}`, { cookie: who }), ctx(id)));

/** The demo supplier's SKU with a fixed price and plenty of stock. */
async function supplierSku(minPrice = 1) {
  const rows = await db
    .select({ id: skus.id, productId: skus.productId, price: skus.price })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        eq(products.supplierId, DEMO.supplierEnterprise),
        eq(products.status, 1),
        eq(skus.priceType, 2),
        eq(skus.status, 1),
      ),
    )
    .orderBy(asc(skus.id));
  const pick = rows.find((r) => (r.price ?? 0) >= minPrice)!;
  await db.update(skus).set({ stock: 100_000 }).where(eq(skus.id, pick.id));
  return { ...pick, price: pick.price! };
}

/** Places one order with the demo supplier worth about `amount` fen through the real service. */
async function place(
  amount: number,
  auditorId: number | undefined = LIU,
  extra: { projectId?: number } = {},
) {
  const sku = await supplierSku();
  const qty = Math.max(1, Math.ceil(amount / sku.price));
  await db.delete(carts).where(eq(carts.userId, DEMO.buyerUser));
  const [line] = await db
    .insert(carts)
    .values({
      userId: DEMO.buyerUser,
      enterpriseId: DEMO.buyerEnterprise,
      productId: sku.productId,
      skuId: sku.id,
      qty,
      addedPrice: sku.price,
    })
    .returning();
  const buyer = (await findSessionUser(cookies.buyer!.split('=')[1]))!;
  const placed = await placeOrder(buyer, {
    idempotencyKey: randomUUID(),
    items: [{ cartId: line!.id, price: sku.price }],
    receiveAddressId: 1,
    auditorId,
    ...extra,
  });
  return { id: placed.orders[0]!.id, sku, qty };
}

const eventsOf = (orderId: number) =>
  db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
const stockOf = async (skuId: number) =>
  (await db.select({ s: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.s;
const messagesTo = (userId: number) =>
  db
    .select()
    .from(websiteMessages)
    .where(and(eq(websiteMessages.userId, userId), eq(websiteMessages.kind, 'order')));

beforeAll(async () => {
  await seed(db, { products: 60, writeImages: false });
  cookies.buyer = await cookieOf(DEMO.buyerUser);
  cookies.liu = await cookieOf(LIU);
  cookies.gao = await cookieOf(GAO);
  cookies.supplier = await cookieOf(DEMO.supplierUser);
  // A member of another buyer company, and a second supplier's user.
  const [other] = await db
    .insert(enterprises)
    .values({ name: '另一家采购公司', type: 2, status: 1 })
    .returning();
  const [otherUser] = await db
    .insert(users)
    .values({
      phone: '13911113333',
      name: '外人',
      clientId: randomUUID(),
      activeEnterpriseId: other!.id,
    })
    .returning();
  await db.insert(userEnterprises).values({ userId: otherUser!.id, enterpriseId: other!.id });
  cookies.stranger = await cookieOf(otherUser!.id);
  const [supplier2] = await db
    .select({ userId: userEnterprises.userId })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .innerJoin(users, eq(users.id, userEnterprises.userId))
    .where(and(eq(enterprises.type, 1), eq(users.activeEnterpriseId, enterprises.id)))
    .orderBy(asc(userEnterprises.userId))
    .limit(5);
  if (supplier2 && supplier2.userId !== DEMO.supplierUser)
    cookies.otherSupplier = await cookieOf(supplier2.userId);
});

describe('two-level approval to the supplier', () => {
  it('goes 高雅琴 → 刘振华 above ¥50,000, telling each in turn, then reaches the supplier', async () => {
    const { id } = await place(6_000_000);
    const placed = await read(id, cookies.buyer);
    expect(placed.data.status).toBe('pending_approval');
    expect(placed.data.approvals.map((a) => a.approverId)).toEqual([GAO, LIU]);
    expect(
      (await messagesTo(GAO)).some(
        (m) =>
          m.link === '/workbench/developer/approvals' && m.content.includes(placed.data.orderNo),
      ),
    ).toBe(true);

    // The supplier does not see it yet; the second level may not go first.
    expect((await read(id, cookies.supplier)).status).toBe(404);
    const early = await act(id, 'approve', cookies.liu);
    expect(early.status).toBe(409);
    expect((await eventsOf(id)).length).toBe(1);

    const pending = await json<Page<PendingApproval>>(
      await pendingRoute(request('/v1/api/orderAudit/pending', { cookie: cookies.gao })),
    );
    expect(pending.data.records.some((r) => r.id === id && r.level === 1 && r.levels === 2)).toBe(
      true,
    );

    const first = await act(id, 'approve', cookies.gao, { note: '同意' });
    expect(first.status).toBe(200);
    expect(first.data.status).toBe('pending_approval');
    expect(first.data.actions).toEqual([]);
    expect((await messagesTo(LIU)).some((m) => m.content.includes(placed.data.orderNo))).toBe(true);

    const second = await act(id, 'approve', cookies.liu);
    expect(second.data.status).toBe('awaiting_supplier');
    const supplierView = await read(id, cookies.supplier);
    expect(supplierView.data.actions.sort()).toEqual(['confirm', 'refuse']);
    expect(supplierView.data.events.map((e) => e.actionText)).toEqual([
      '提交订单',
      '审核通过',
      '审核通过',
    ]);
    expect(
      (await messagesTo(DEMO.supplierUser)).some((m) => m.content.includes(placed.data.orderNo)),
    ).toBe(true);
    expect(
      (await messagesTo(DEMO.buyerUser)).some(
        (m) => m.title === '订单审核通过' && m.content.includes(placed.data.orderNo),
      ),
    ).toBe(true);
  });

  it('orders at or below ¥50,000 need the one approver picked at checkout', async () => {
    const { id } = await place(100_000, LIU);
    expect((await read(id, cookies.buyer)).data.approvals.map((a) => a.approverId)).toEqual([LIU]);
  });
});

describe('transitions', () => {
  it('rejection needs a reason, writes nothing without one, and returns stock', async () => {
    const { id, sku, qty } = await place(100_000, LIU);
    const stock = await stockOf(sku.id);
    const noReason = await act(id, 'reject', cookies.liu, {});
    expect(noReason.status).toBe(400);
    expect(noReason.msg).toBe('请输入原因');
    expect((await eventsOf(id)).length).toBe(1);
    const rejected = await act(id, 'reject', cookies.liu, { reason: '超出项目预算' });
    expect(rejected.data.status).toBe('rejected');
    expect(rejected.data.approvals[0]!.note).toBe('超出项目预算');
    expect(await stockOf(sku.id)).toBe(stock + qty);
    expect(
      (await messagesTo(DEMO.buyerUser)).some(
        (m) => m.title === '订单审核驳回' && m.content.includes('超出项目预算'),
      ),
    ).toBe(true);
  });

  it('the buyer cancels before the supplier confirms and the stock returns; not after', async () => {
    const { id, sku, qty } = await place(100_000, LIU);
    const stock = await stockOf(sku.id);
    const cancelled = await act(id, 'cancel', cookies.buyer, { reason: '下错了' });
    expect(cancelled.data.status).toBe('cancelled');
    expect(await stockOf(sku.id)).toBe(stock + qty);

    const second = await place(100_000, LIU);
    await act(second.id, 'approve', cookies.liu);
    await act(second.id, 'confirm', cookies.supplier);
    const late = await act(second.id, 'cancel', cookies.buyer);
    expect(late.status).toBe(409);
    expect((await read(second.id, cookies.buyer)).data.status).toBe('confirmed');
  });

  it('answers 400 for a transition the table has no path to, 403 for the wrong party', async () => {
    const { id } = await place(100_000, LIU);
    const receive = await act(id, 'receive', cookies.buyer);
    expect(receive.status).toBe(400);
    expect(receive.msg).toBe('订单待审核，不能确认收货');
    const buyerApproves = await act(id, 'approve', cookies.buyer);
    expect(buyerApproves.status).toBe(403);
    const unknown = await act(id, 'teleport', cookies.buyer);
    expect(unknown.status).toBe(404);
    expect((await eventsOf(id)).length).toBe(1);
  });

  it('supplier refuses with a reason; confirms, ships in parts, the buyer receives, the clock completes', async () => {
    const refused = await place(100_000, LIU);
    await act(refused.id, 'approve', cookies.liu);
    expect((await act(refused.id, 'refuse', cookies.supplier, { reason: '' })).status).toBe(400);
    expect(
      (await act(refused.id, 'refuse', cookies.supplier, { reason: '无货' })).data.status,
    ).toBe('refused');

    const { id } = await place(200_000, LIU);
    await act(id, 'approve', cookies.liu);
    const confirmed = await act(id, 'confirm', cookies.supplier);
    expect(confirmed.data.status).toBe('confirmed');
    const line = confirmed.data.lines[0]!;
    const tooMany = await act(id, 'ship', cookies.supplier, {
      carrier: '顺丰速运',
      trackingNo: 'SF100',
      lines: [{ orderLineId: line.id, num: line.num + 1 }],
    });
    expect(tooMany.status).toBe(400);
    const half = Math.max(1, Math.floor(line.num / 2));
    const part = await act(id, 'ship', cookies.supplier, {
      carrier: '顺丰速运',
      trackingNo: 'SF101',
      lines: [{ orderLineId: line.id, num: half }],
    });
    expect(part.data.status).toBe(line.num === half ? 'shipped' : 'partially_shipped');
    if (line.num !== half) {
      const rest = await act(id, 'ship', cookies.supplier, {
        carrier: '德邦物流',
        trackingNo: 'DB202',
        lines: [{ orderLineId: line.id, num: line.num - half }],
      });
      expect(rest.data.status).toBe('shipped');
      expect(rest.data.shipments.map((s) => s.trackingNo)).toEqual(['SF101', 'DB202']);
      expect(rest.data.lines[0]!.shippedNum).toBe(line.num);
    }
    const received = await act(id, 'receive', cookies.buyer);
    expect(received.data.status).toBe('received');

    const later = new Date(Date.now() + 8 * 86_400_000);
    await sweepOrderTimers(later);
    const done = await read(id, cookies.buyer);
    expect(done.data.status).toBe('completed');
    expect(done.data.events.at(-1)).toMatchObject({
      action: 'complete',
      actorRole: 'system',
      actorName: '系统',
    });
  });

  it('receipt is automatic ten days after the last shipment', async () => {
    const { id } = await place(100_000, LIU);
    await act(id, 'approve', cookies.liu);
    const confirmed = await act(id, 'confirm', cookies.supplier);
    const line = confirmed.data.lines[0]!;
    const shipped = await act(id, 'ship', cookies.supplier, {
      carrier: '顺丰速运',
      trackingNo: 'SF300',
      lines: [{ orderLineId: line.id, num: line.num }],
    });
    expect(shipped.data.autoReceiveAt).not.toBeNull();
    await sweepOrderTimers(new Date(Date.now() + 9 * 86_400_000));
    expect((await read(id, cookies.buyer)).data.status).toBe('shipped');
    await sweepOrderTimers(new Date(Date.now() + 10 * 86_400_000 + 60_000));
    expect((await read(id, cookies.buyer)).data.status).toBe('received');
  });
});

describe('races and repeats', () => {
  it('20 concurrent approvals make one transition and one event', async () => {
    const { id } = await place(100_000, LIU);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => act(id, 'approve', cookies.liu)),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const approvals = (await eventsOf(id)).filter((e) => e.action === 'approve');
    expect(approvals).toHaveLength(1);
    expect((await read(id, cookies.buyer)).data.status).toBe('awaiting_supplier');
  });

  it('a double click by the supplier confirms once and answers the order both times', async () => {
    const { id } = await place(100_000, LIU);
    await act(id, 'approve', cookies.liu);
    const [a, b] = await Promise.all([
      act(id, 'confirm', cookies.supplier),
      act(id, 'confirm', cookies.supplier),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await eventsOf(id)).filter((e) => e.action === 'confirm')).toHaveLength(1);
  });
});

describe('access', () => {
  it('a member of another company, another supplier and a visitor can neither read nor act', async () => {
    const { id } = await place(100_000, LIU);
    await act(id, 'approve', cookies.liu);
    expect((await read(id, cookies.stranger)).status).toBe(404);
    expect((await act(id, 'cancel', cookies.stranger)).status).toBe(404);
    expect((await act(id, 'confirm', cookies.stranger)).status).toBe(404);
    if (cookies.otherSupplier) {
      expect((await read(id, cookies.otherSupplier)).status).toBe(404);
      expect((await act(id, 'confirm', cookies.otherSupplier)).status).toBe(404);
    }
    expect((await read(id)).status).toBe(401);
    expect((await act(id, 'cancel', undefined)).status).toBe(401);
    const supplierCancels = await act(id, 'cancel', cookies.supplier);
    expect(supplierCancels.status).toBe(403);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['submit', 'approve']);
    const list = await json<Page<{ id: number }>>(
      await supplierOrdersRoute(
        request('/v1/api/supplier/orders?pageSize=50', { cookie: cookies.buyer }),
      ),
    );
    expect(list.status).toBe(403);
  });
});

describe('approval rules, limits and budgets', () => {
  it('only the company administrator changes the rules', async () => {
    const rules = await json<ApprovalRulesView>(
      await rulesRoute(request('/v1/api/orderAudit/rules', { cookie: cookies.liu })),
    );
    expect(rules.data.editable).toBe(false);
    expect(rules.data.twoLevelAbove).toBe(5_000_000);
    const body = { ...rules.data, autoApproveMax: 50_000, members: [] };
    const denied = await json(
      await saveRulesRoute(
        request('/v1/api/orderAudit/rules', { method: 'PUT', body, cookie: cookies.liu }),
      ),
    );
    expect(denied.status).toBe(403);
    const bad = await json(
      await saveRulesRoute(
        request('/v1/api/orderAudit/rules', {
          method: 'PUT',
          body: { ...body, twoLevelAbove: 10_000 },
          cookie: cookies.buyer,
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('两级审核金额须大于免审金额');
    const saved = await json<ApprovalRulesView>(
      await saveRulesRoute(
        request('/v1/api/orderAudit/rules', { method: 'PUT', body, cookie: cookies.buyer }),
      ),
    );
    expect(saved.data.autoApproveMax).toBe(50_000);

    // At or below ¥500 the order goes straight to the supplier.
    const small = await place(40_000, undefined);
    const view = await read(small.id, cookies.buyer);
    expect(view.data.status).toBe('awaiting_supplier');
    expect(view.data.approvals).toEqual([]);
    const plan = await json<ApprovalPlanView>(
      await planRoute(
        request('/v1/api/orderAudit/plan?amount=6000000&auditorId=190', { cookie: cookies.buyer }),
      ),
    );
    expect(plan.data.text).toBe('本单金额超过 ¥50,000.00，需 高雅琴 → 刘振华 两级审核');
    await db
      .update(userEnterprises)
      .set({ monthlyLimit: null })
      .where(eq(userEnterprises.userId, DEMO.buyerUser));
  });

  it('a monthly limit refuses the checkout that would pass it, and nothing is written', async () => {
    await db
      .update(userEnterprises)
      .set({ monthlyLimit: 1 })
      .where(
        and(
          eq(userEnterprises.userId, DEMO.buyerUser),
          eq(userEnterprises.enterpriseId, DEMO.buyerEnterprise),
        ),
      );
    const before = await db.select({ id: orders.id }).from(orders);
    await expect(place(100_000, LIU)).rejects.toThrow(/本月采购额度/);
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before.length);
    await db
      .update(userEnterprises)
      .set({ monthlyLimit: null })
      .where(eq(userEnterprises.userId, DEMO.buyerUser));
  });

  it('the approver chain is written once per order', async () => {
    const rows = await db
      .select()
      .from(orderApprovals)
      .where(inArray(orderApprovals.approverId, [LIU, GAO]));
    const keys = rows.map((r) => `${r.orderId}:${r.level}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('figures of the lists', () => {
  it("counts each order's own lines and each project's own orders and spend", async () => {
    const buyer = (await findSessionUser(cookies.buyer!.split('=')[1]))!;
    const page = await listOrders(buyer, 'buyer', { pageNo: 1, pageSize: 50 });
    expect(page.records.length).toBeGreaterThan(1);
    for (const o of page.records) {
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
      expect(o.lineCount, o.orderNo).toBe(lines.length);
    }

    const spends = await projectSpends(buyer);
    expect(spends.some((p) => p.orderCount > 0)).toBe(true);
    for (const p of spends) {
      const own = await db.select().from(orders).where(eq(orders.projectId, p.id));
      expect(p.orderCount, p.projectName).toBe(own.length);
      expect(p.spent, p.projectName).toBe(
        own
          .filter((o) => SPENDING_STATUSES.includes(o.status as OrderStatus))
          .reduce((sum, o) => sum + o.totalAmount, 0),
      );
    }
  });
});
