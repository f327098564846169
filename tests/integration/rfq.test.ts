import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuyerRfqDetail, RfqNotice, SupplierRfqDetail } from '@/api/modules/rfq';
import type { OrderDetail } from '@/api/modules/order';
import type { Page } from '@/api/types';
import { GET as rfqRoute, PUT as editRoute } from '@/app/v1/api/developer/rfqs/[id]/route';
import { POST as rfqActionRoute } from '@/app/v1/api/developer/rfqs/[id]/[action]/route';
import { GET as listRoute, POST as createRoute } from '@/app/v1/api/developer/rfqs/route';
import { POST as pasteRoute } from '@/app/v1/api/developer/rfqs/paste/route';
import { GET as supplierOptionsRoute } from '@/app/v1/api/developer/rfq-suppliers/route';
import { GET as supplierListRoute } from '@/app/v1/api/supplier/rfqs/route';
import { GET as supplierRfqRoute } from '@/app/v1/api/supplier/rfqs/[id]/route';
import { POST as quoteRoute } from '@/app/v1/api/supplier/rfqs/[id]/quote/route';
import { GET as noticesRoute } from '@/app/v1/api/rfq/notices/route';
import { POST as orderActionRoute } from '@/app/v1/api/order/[id]/[action]/route';
import { GET as privateFileRoute } from '@/app/v1/api/file/private/[...key]/route';
import { formatDateTime } from '@/lib/format';
import { db } from '@/server/db';
import {
  enterprises,
  orderLines,
  orders,
  products,
  rfqAwards,
  rfqEvents,
  rfqLines,
  rfqQuotes,
  rfqRounds,
  rfqs,
  skus,
  uploadedFiles,
  userEnterprises,
  users,
  websiteMessages,
} from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { DEMO } from '@/server/db/seed/identity';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { settleDue } from '@/server/services/rfq-events';
import { fileUrlOf } from '@/server/services/upload';
import { storage } from '@/server/storage';
import { json, request } from './fixtures';

// Quote files go to a throw-away directory, set before the storage module reads the env.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-rfq-'));
});

const LIU = 190;
const GAO = 191;
const S1 = DEMO.supplierEnterprise; // 森华木业, user 2
const S2 = 301; // 吴海川's supplier identity, user 6
const S3 = 311; // 陈启航, user 9

const who: Record<string, string | undefined> = { visitor: undefined };
const cookieOf = async (userId: number) =>
  `${SESSION_COOKIE}=${(await createSession(userId)).token}`;
const ctx = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const inHour = () => formatDateTime(new Date(Date.now() + 3600_000));

async function call(
  route: (req: ReturnType<typeof request>, c?: ReturnType<typeof ctx>) => Promise<Response>,
  path: string,
  as: string | undefined,
  init: { method?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  return json<unknown>(
    await route(
      request(path, {
        method: init.method,
        body: init.method ? init.body : undefined,
        cookie: as,
      }),
      ctx(init.params ?? {}),
    ),
  );
}

let skuId: number;
const draft = (over: Record<string, unknown> = {}) => ({
  title: '一期精装地板与涂料',
  receiveAddressId: 1,
  deliveryDate: '2027-03-01',
  invoiceType: 'special',
  taxRate: 13,
  paymentTerms: '货到验收后 30 天付款',
  deadline: inHour(),
  openToAll: true,
  supplierIds: [S1, S2, S3],
  lines: [
    { skuId, name: '实木复合地板', unit: '平方米', qty: 1000 },
    { name: '木踢脚线', spec: '80mm', unit: '米', qty: 600 },
    { name: '内墙乳胶漆', spec: '18L', brand: '不限', unit: '桶', qty: 200 },
  ],
  ...over,
});

/** A quote with these unit prices in yuan (null: not quoted), one per line in line order. */
function quote(detail: SupplierRfqDetail, prices: (number | null)[], freight = 0) {
  return {
    freight,
    validUntil: '2027-12-31',
    lines: detail.lines.map((l, i) => ({
      lineId: l.id,
      unitPrice: prices[i],
      taxRate: 13,
      deliveryDays: 7 + i,
    })),
  };
}

async function supplierView(id: number, as: string | undefined) {
  return call(supplierRfqRoute, `/v1/api/supplier/rfqs/${id}`, as, {
    params: { id: String(id) },
  }) as Promise<{ status: number; data: SupplierRfqDetail }>;
}
async function buyerView(id: number, as: string | undefined) {
  return call(rfqRoute, `/v1/api/developer/rfqs/${id}`, as, {
    params: { id: String(id) },
  }) as Promise<{ status: number; data: BuyerRfqDetail; msg: string }>;
}
async function sendQuote(id: number, as: string | undefined, body: unknown) {
  return call(quoteRoute, `/v1/api/supplier/rfqs/${id}/quote`, as, {
    method: 'POST',
    body,
    params: { id: String(id) },
  });
}
async function act(id: number, action: string, as: string | undefined, body: unknown = {}) {
  return call(rfqActionRoute, `/v1/api/developer/rfqs/${id}/${action}`, as, {
    method: 'POST',
    body,
    params: { id: String(id), action },
  }) as Promise<{ status: number; data: BuyerRfqDetail; msg: string }>;
}

/** The server clock is the judge; the test moves the deadline instead of the clock. */
async function passDeadline(id: number) {
  const past = new Date(Date.now() - 60_000);
  const [row] = await db.select().from(rfqs).where(eq(rfqs.id, id));
  await db.update(rfqs).set({ deadline: past }).where(eq(rfqs.id, id));
  await db
    .update(rfqRounds)
    .set({ deadline: past })
    .where(and(eq(rfqRounds.rfqId, id), eq(rfqRounds.round, row!.round)));
}

async function published() {
  const created = await call(createRoute, '/v1/api/developer/rfqs', who.buyer, {
    method: 'POST',
    body: draft(),
  });
  expect(created.status, created.msg).toBe(200);
  const id = (created.data as { id: number }).id;
  const pub = await act(id, 'publish', who.buyer);
  expect(pub.status, pub.msg).toBe(200);
  return id;
}

beforeAll(async () => {
  await seed(db, { products: 60, writeImages: false });
  who.buyer = await cookieOf(DEMO.buyerUser);
  who.s1 = await cookieOf(DEMO.supplierUser);
  who.s2 = await cookieOf(DEMO.multiUser);
  who.s3 = await cookieOf(DEMO.signUpUser);
  who.ops = await cookieOf(DEMO.operatorUser);
  who.liu = await cookieOf(LIU);
  who.gao = await cookieOf(GAO);
  const [other] = await db
    .insert(enterprises)
    .values({ name: '另一家采购公司', type: 2, status: 1 })
    .returning();
  const [stranger] = await db
    .insert(users)
    .values({
      phone: '13911114444',
      name: '外人',
      clientId: randomUUID(),
      activeEnterpriseId: other!.id,
    })
    .returning();
  await db.insert(userEnterprises).values({ userId: stranger!.id, enterpriseId: other!.id });
  who.stranger = await cookieOf(stranger!.id);
  const [sku] = await db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(products.supplierId, S1))
    .orderBy(asc(skus.id))
    .limit(1);
  skuId = sku!.id;
});

describe('sealed quotes', () => {
  it('before the deadline shows counts only to the buyer, own prices only to each supplier, nothing to others', async () => {
    const id = await published();
    const s1 = (await supplierView(id, who.s1)).data;
    expect((await sendQuote(id, who.s1, quote(s1, [311.11, 22.22, 433.33], 500))).status).toBe(200);
    const s2 = (await supplierView(id, who.s2)).data;
    expect((await sendQuote(id, who.s2, quote(s2, [399.99, 29.99, 377.77]))).status).toBe(200);
    const revised = await sendQuote(id, who.s2, quote(s2, [388.88, 28.88, 366.66]));
    expect(revised.status).toBe(200);
    expect((revised.data as SupplierRfqDetail).myQuotes.map((q) => q.revision)).toEqual([2, 1]);

    const buyer = await buyerView(id, who.buyer);
    expect(buyer.status).toBe(200);
    expect(buyer.data.quoteCount).toBe(2);
    expect(buyer.data.comparison).toBeNull();
    const buyerText = JSON.stringify(buyer.data);
    for (const fen of ['31111', '38888', '39999', '2222', '36666', '"unitPrice"']) {
      expect(buyerText).not.toContain(fen);
    }
    // Who quoted is sealed too while the round is open: the trail says 供应商, not the name.
    expect(
      buyer.data.events.filter((e) => e.actionText === '提交报价').map((e) => e.actorName),
    ).toEqual(['供应商', '供应商', '供应商']);

    const own = (await supplierView(id, who.s2)).data;
    expect(JSON.stringify(own)).not.toContain('31111');
    expect(own.myQuotes[0]!.lines[0]!.unitPrice).toBe(38888);
    const s3 = (await supplierView(id, who.s3)).data;
    expect(s3.myQuotes).toEqual([]);
    expect(JSON.stringify(s3)).not.toMatch(/31111|38888/);

    expect((await buyerView(id, who.ops)).status).toBe(403);
    expect((await supplierView(id, who.ops)).status).toBe(403);
    expect((await buyerView(id, who.visitor)).status).toBe(401);
    expect((await buyerView(id, who.stranger)).status).toBe(404);
    const notices = (await call(noticesRoute, '/v1/api/rfq/notices', who.visitor)) as {
      data: Page<RfqNotice>;
    };
    expect(notices.data.records.some((n) => n.id === id)).toBe(true);
    expect(JSON.stringify(notices.data)).not.toMatch(/31111|38888|unitPrice/);
  });

  it('refuses a quote after the deadline with 400 and writes nothing', async () => {
    const id = await published();
    const s3 = (await supplierView(id, who.s3)).data;
    await passDeadline(id);
    const before = await db.select().from(rfqEvents).where(eq(rfqEvents.rfqId, id));
    const late = await sendQuote(id, who.s3, quote(s3, [300, 20, 300]));
    expect(late.status).toBe(400);
    expect(late.msg).toBe('报价已截止，不能再报价');
    expect(await db.select().from(rfqQuotes).where(eq(rfqQuotes.rfqId, id))).toEqual([]);
    expect(await db.select().from(rfqEvents).where(eq(rfqEvents.rfqId, id))).toEqual(before);
  });
});

describe('comparison, award and orders', () => {
  it('opens at the deadline, marks the lowest per line, splits the award into approved orders once under 20 submits', async () => {
    const id = await published();
    const s1 = (await supplierView(id, who.s1)).data;
    await sendQuote(id, who.s1, quote(s1, [311.11, 22.22, 433.33], 500));
    const s2 = (await supplierView(id, who.s2)).data;
    await sendQuote(id, who.s2, quote(s2, [388.88, 28.88, 366.66]));
    await passDeadline(id);

    // Sealed or not is the clock's alone; the minute sweep records the opening.
    expect((await buyerView(id, who.buyer)).data.comparison).not.toBeNull();
    expect(await settleDue()).toBeGreaterThan(0);
    const opened = await buyerView(id, who.buyer);
    expect(opened.data.status).toBe('opened');
    const c = opened.data.comparison!;
    const [l1, l2, l3] = opened.data.lines;
    expect(c.cells[l1!.id]![S1]!.lowest).toBe(true);
    expect(c.cells[l3!.id]![S2]!.lowest).toBe(true);
    expect(c.cells[l1!.id]![S1]!.amount).toBe(31111 * 1000);
    expect(c.totals[S1]!.total).toBe(31111 * 1000 + 2222 * 600 + 43333 * 200 + 50000);
    expect(c.catalogPrice[l1!.id]).not.toBeUndefined();
    // Other suppliers' prices stay hidden from a supplier after the deadline too.
    expect(JSON.stringify((await supplierView(id, who.s1)).data)).not.toContain('38888');
    expect(opened.data.events.some((e) => e.actionText === '截止开标')).toBe(true);

    const body = {
      awards: [
        { lineId: l1!.id, supplierId: S1 },
        { lineId: l2!.id, supplierId: S1 },
        { lineId: l3!.id, supplierId: S2 },
      ],
      auditorId: LIU,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => act(id, 'award', who.buyer, body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const made = await db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, `rfq-${id}`))
      .orderBy(asc(orders.supplierId));
    expect(made.map((o) => o.supplierId)).toEqual([S1, S2]);
    expect(made.every((o) => o.status === 'pending_approval')).toBe(true);
    expect(await db.select().from(rfqAwards).where(eq(rfqAwards.rfqId, id))).toHaveLength(3);
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          made.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderLines.id));
    expect(lines.map((l) => l.unitPrice)).toEqual([31111, 2222, 36666]);
    expect(made[0]!.freightAmount).toBe(50000);
    expect((await buyerView(id, who.buyer)).data.status).toBe('awarded');

    // The third supplier, invited but silent, is told; the losing line's supplier too.
    const told = await db
      .select({ title: websiteMessages.title })
      .from(websiteMessages)
      .where(eq(websiteMessages.userId, DEMO.signUpUser));
    expect(told.some((m) => m.title === '询价结果通知')).toBe(true);

    // Through the company's approval rules: the order lifecycle's own approvals.
    for (const order of made) {
      const detail = await json<OrderDetail>(
        await orderActionRoute(
          request(`/v1/api/order/${order.id}/approve`, {
            method: 'POST',
            body: {},
            cookie: order.totalAmount > 5_000_000 ? who.gao : who.liu,
          }),
          ctx({ id: String(order.id), action: 'approve' }),
        ),
      );
      if (detail.data.status === 'pending_approval') {
        await orderActionRoute(
          request(`/v1/api/order/${order.id}/approve`, {
            method: 'POST',
            body: {},
            cookie: who.liu,
          }),
          ctx({ id: String(order.id), action: 'approve' }),
        );
      }
    }
    const after = await db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, `rfq-${id}`));
    expect(after.every((o) => o.status === 'awaiting_supplier')).toBe(true);
    const done = await buyerView(id, who.buyer);
    expect(done.data.status).toBe('ordered');
    expect(done.data.events.map((e) => e.actionText)).toEqual(
      expect.arrayContaining(['创建草稿', '发布询价', '提交报价', '截止开标', '定标', '转为订单']),
    );
  });

  it('runs a second round with a new deadline, sealed again until it closes', async () => {
    const id = await published();
    const s1 = (await supplierView(id, who.s1)).data;
    await sendQuote(id, who.s1, quote(s1, [311.11, 22.22, 433.33]));
    const s2 = (await supplierView(id, who.s2)).data;
    await sendQuote(id, who.s2, quote(s2, [388.88, 28.88, 366.66]));
    await passDeadline(id);
    const round = await act(id, 'round', who.buyer, { supplierIds: [S2], deadline: inHour() });
    expect(round.status, round.msg).toBe(200);
    expect(round.data.status).toBe('negotiating');
    // Only the chosen supplier may quote in round 2.
    expect((await sendQuote(id, who.s1, quote(s1, [300, 20, 400]))).status).toBe(400);
    expect((await sendQuote(id, who.s2, quote(s2, [300.5, 20, 300]))).status).toBe(200);
    const sealed = (await buyerView(id, who.buyer)).data;
    expect(JSON.stringify(sealed.comparison)).not.toContain('30050');
    expect(sealed.comparison!.suppliers.find((s) => s.id === S2)!.round).toBe(1);
    expect(
      (await act(id, 'award', who.buyer, { awards: [{ lineId: s1.lines[0]!.id, supplierId: S1 }] }))
        .status,
    ).toBe(409);
    await passDeadline(id);
    const open = (await buyerView(id, who.buyer)).data;
    expect(open.comparison!.suppliers.find((s) => s.id === S2)!.round).toBe(2);
    expect(open.comparison!.cells[open.lines[0]!.id]![S2]!.unitPrice).toBe(30050);
  });
});

describe('drafts and access control', () => {
  it('opens a request to all only with a category to match suppliers by', async () => {
    const free = [{ name: '石膏板', unit: '张', qty: 300 }];
    const bare = await call(createRoute, '/v1/api/developer/rfqs', who.buyer, {
      method: 'POST',
      body: draft({ supplierIds: [], lines: free }),
    });
    const bareId = (bare.data as { id: number }).id;
    const refused = await act(bareId, 'publish', who.buyer);
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe('公开询价须至少为一行选择商品类目（用于匹配经营该类目的供应商）');

    const withCategory = await call(createRoute, '/v1/api/developer/rfqs', who.buyer, {
      method: 'POST',
      body: draft({ supplierIds: [], lines: [{ ...free[0], categoryId: 5 }] }),
    });
    const id = (withCategory.data as { id: number }).id;
    expect((await act(id, 'publish', who.buyer)).status).toBe(200);
    const [row] = await db.select().from(rfqs).where(eq(rfqs.id, id));
    expect(row!.categoryIds).toEqual([5]);
    // 森华木业 sells 地板 (5): the open request reaches it without an invitation.
    expect((await supplierView(id, who.s1)).status).toBe(200);
  });

  it('takes as attachments only files the buyer uploaded through the storage layer', async () => {
    const key = 'public/202611/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
    await db
      .insert(uploadedFiles)
      .values({ key, name: '一期图纸.pdf', type: 'pdf', size: 1000, ownerId: DEMO.buyerUser });
    const own = { name: '一期图纸.pdf', url: fileUrlOf(key) };
    const saved = await call(createRoute, '/v1/api/developer/rfqs', who.buyer, {
      method: 'POST',
      body: draft({ attachments: [own] }),
    });
    expect(saved.status, saved.msg).toBe(200);
    const { id } = saved.data as { id: number };
    expect((await buyerView(id, who.buyer)).data.attachments).toEqual([own]);
    const foreign = await call(createRoute, '/v1/api/developer/rfqs', who.buyer, {
      method: 'POST',
      body: draft({ attachments: [{ name: '别人的.pdf', url: '/files/public/202611/x.pdf' }] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.msg).toBe('附件「别人的.pdf」须为本人在本站上传的文件');

    // A quote may not link to someone else's file either (the buyer's drawing, here).
    const open = await published();
    const s1 = (await supplierView(open, who.s1)).data;
    const borrowed = await sendQuote(open, who.s1, {
      ...quote(s1, [311.11, 22.22, 433.33]),
      attachments: [own],
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.msg).toBe('附件「一期图纸.pdf」须为本人在本站上传的文件');
  });

  it('checks pasted lines row by row and keeps nothing on error', async () => {
    const bad = await call(pasteRoute, '/v1/api/developer/rfqs/paste', who.buyer, {
      method: 'POST',
      body: { text: '品名\t规格\t品牌\t单位\t数量\n石膏板\t9.5mm\t\t张\t300\n\t12mm\t\t张\tabc' },
    });
    expect(bad.status).toBe(200);
    const answer = bad.data as { lines: unknown[]; errors: { row: number; column: string }[] };
    expect(answer.lines).toEqual([]);
    expect(answer.errors.map((e) => `${e.row}:${e.column}`)).toEqual(['3:品名', '3:数量']);
  });

  it('edits only drafts, answers 400 naming the field, and guards every endpoint by role', async () => {
    const created = await call(createRoute, '/v1/api/developer/rfqs', who.buyer, {
      method: 'POST',
      body: draft({ title: '' }),
    });
    expect(created.status).toBe(400);
    expect(created.msg).toContain('询价标题');
    const id = await published();
    const edit = await call(editRoute, `/v1/api/developer/rfqs/${id}`, who.buyer, {
      method: 'PUT',
      body: draft(),
      params: { id: String(id) },
    });
    expect(edit.status).toBe(409);

    const buyerOnly: [string, Parameters<typeof call>[0], string, string?][] = [
      ['list', listRoute, '/v1/api/developer/rfqs'],
      ['create', createRoute, '/v1/api/developer/rfqs', 'POST'],
      ['detail', rfqRoute, `/v1/api/developer/rfqs/${id}`],
      ['edit', editRoute, `/v1/api/developer/rfqs/${id}`, 'PUT'],
      ['paste', pasteRoute, '/v1/api/developer/rfqs/paste', 'POST'],
      ['options', supplierOptionsRoute, '/v1/api/developer/rfq-suppliers'],
      ...(['publish', 'round', 'award', 'cancel', 'export'] as const).map(
        (action) =>
          [action, rfqActionRoute, `/v1/api/developer/rfqs/${id}/${action}`, 'POST'] as [
            string,
            Parameters<typeof call>[0],
            string,
            string,
          ],
      ),
    ];
    for (const [name, route, path, method] of buyerOnly) {
      const action = path.split('/').pop()!;
      const params = { id: String(id), action };
      expect(
        (await call(route, path, who.visitor, { method, body: {}, params })).status,
        name,
      ).toBe(401);
      expect((await call(route, path, who.s1, { method, body: {}, params })).status, name).toBe(
        403,
      );
      expect((await call(route, path, who.ops, { method, body: {}, params })).status, name).toBe(
        403,
      );
    }
    const supplierOnly: [Parameters<typeof call>[0], string, string?][] = [
      [supplierListRoute, '/v1/api/supplier/rfqs'],
      [supplierRfqRoute, `/v1/api/supplier/rfqs/${id}`],
      [quoteRoute, `/v1/api/supplier/rfqs/${id}/quote`, 'POST'],
    ];
    for (const [route, path, method] of supplierOnly) {
      const params = { id: String(id) };
      expect((await call(route, path, who.visitor, { method, body: {}, params })).status).toBe(401);
      expect((await call(route, path, who.buyer, { method, body: {}, params })).status).toBe(403);
      expect((await call(route, path, who.ops, { method, body: {}, params })).status).toBe(403);
    }
    // Another buyer company's member neither reads nor acts on the request.
    const valid = {
      publish: {},
      round: { supplierIds: [S1], deadline: inHour() },
      award: { awards: [{ lineId: 1, supplierId: S1 }] },
      cancel: { reason: '试试' },
      export: {},
    };
    for (const [action, body] of Object.entries(valid)) {
      expect((await act(id, action, who.stranger, body)).status, action).toBe(404);
    }
    expect((await buyerView(id, who.stranger)).status).toBe(404);
    expect(
      (
        await call(editRoute, `/v1/api/developer/rfqs/${id}`, who.stranger, {
          method: 'PUT',
          body: draft(),
          params: { id: String(id) },
        })
      ).status,
    ).toBe(404);
    // A supplier the request neither invited nor suits cannot read it.
    const [outsider] = await db
      .select({ userId: userEnterprises.userId })
      .from(userEnterprises)
      .innerJoin(users, eq(users.id, userEnterprises.userId))
      .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
      .where(
        and(
          eq(enterprises.type, 1),
          eq(users.activeEnterpriseId, enterprises.id),
          eq(enterprises.id, 150),
        ),
      );
    if (outsider) {
      await db.update(rfqs).set({ openToAll: false }).where(eq(rfqs.id, id));
      expect((await supplierView(id, await cookieOf(outsider.userId))).status).toBe(404);
    }
    const cancelled = await act(id, 'cancel', who.buyer, { reason: '项目调整' });
    expect(cancelled.data.status).toBe('cancelled');
    expect((await act(id, 'cancel', who.buyer, { reason: '再来' })).status).toBe(409);
  });
});

describe('seed', () => {
  it('gives the demo buyer a request in every state, sealed where a round is open', async () => {
    const rows = await db
      .select({ id: rfqs.id, status: rfqs.status })
      .from(rfqs)
      .where(eq(rfqs.userId, DEMO.buyerUser))
      .orderBy(asc(rfqs.id));
    expect(rows.slice(0, 7).map((r) => r.status)).toEqual([
      'draft',
      'quoting',
      'opened',
      'negotiating',
      'awarded',
      'ordered',
      'cancelled',
    ]);
    const quoting = await buyerView(rows[1]!.id, who.buyer);
    expect(quoting.data.quoteCount).toBe(2);
    expect(quoting.data.comparison).toBeNull();
    const negotiating = await buyerView(rows[3]!.id, who.buyer);
    // Round 1 is open to compare; round 2's offer stays sealed until its deadline.
    expect(negotiating.data.comparison!.suppliers.every((s) => s.round === 1)).toBe(true);
    const ordered = await buyerView(rows[5]!.id, who.buyer);
    expect(ordered.data.awards.every((a) => a.orderNo)).toBe(true);
    const senhua = await supplierView(rows[5]!.id, who.s1);
    expect(JSON.stringify(senhua.data)).not.toContain('41500');
    // The demo supplier 森华木业 sees every published one (never the draft) across its tabs.
    const seen = new Set<number>();
    for (const tab of ['open', 'quoted', 'closed']) {
      const page = (await call(
        supplierListRoute,
        `/v1/api/supplier/rfqs?tab=${tab}&pageSize=50`,
        who.s1,
      )) as { data: Page<{ id: number }> };
      for (const r of page.data.records) seen.add(r.id);
    }
    expect(rows.slice(1, 7).every((r) => seen.has(r.id))).toBe(true);
    expect(seen.has(rows[0]!.id)).toBe(false);
  });
});

/** A file the user uploaded (private unless said), stored for real so the file route serves it. */
async function uploaded(ownerId: number, name: string, visibility = 'private') {
  const key = `${visibility}/202611/${randomUUID()}.pdf`;
  await storage.write(key, Buffer.from('%PDF-1.4 quote'));
  await db.insert(uploadedFiles).values({
    key,
    name,
    type: 'pdf',
    size: 14,
    ownerId,
    isPublic: visibility === 'public',
  });
  return { key, url: fileUrlOf(key) };
}

async function fetchFile(key: string, as: string | undefined) {
  const res = await privateFileRoute(request(fileUrlOf(key), { cookie: as }), {
    params: Promise.resolve({ key: key.split('/').slice(1) }),
  } as never);
  return res.status;
}

async function orderAct(orderId: number, action: string, as: string | undefined, body = {}) {
  return json<OrderDetail>(
    await orderActionRoute(
      request(`/v1/api/order/${orderId}/${action}`, { method: 'POST', body, cookie: as }),
      ctx({ id: String(orderId), action }),
    ),
  );
}

/** Every level of the company's chain approves (高雅琴 first, then 刘振华 when two levels). */
async function approveFully(orderId: number) {
  for (const as of [who.gao, who.liu]) {
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (o!.status !== 'pending_approval') break;
    const res = await orderAct(orderId, 'approve', as);
    expect([200, 403]).toContain(res.status);
  }
}

/** The approver whose turn it is rejects the order with a reason. */
async function rejectOrder(orderId: number, reason: string) {
  for (const as of [who.gao, who.liu]) {
    const res = await orderAct(orderId, 'reject', as, { reason });
    if (res.status === 200) return;
  }
  throw new Error(`nobody could reject order ${orderId}`);
}

describe('quote attachments', () => {
  it('keeps a quote file sealed: the quoting supplier only, then the buyer company after the deadline, never other suppliers or ops', async () => {
    const id = await published();
    const file = await uploaded(DEMO.supplierUser, '森华报价单.pdf');
    const s1 = (await supplierView(id, who.s1)).data;
    const sent = await sendQuote(id, who.s1, {
      ...quote(s1, [311.11, 22.22, 433.33]),
      attachments: [{ name: 'x.pdf', url: file.url }],
    });
    expect(sent.status, sent.msg).toBe(200);
    // Named as uploaded, whatever the form said.
    expect((sent.data as SupplierRfqDetail).myQuotes[0]!.attachments).toEqual([
      { name: '森华报价单.pdf', url: file.url },
    ]);
    // A public upload would be readable by anyone with its link: refused on a quote.
    const open = await uploaded(DEMO.supplierUser, '公开的.pdf', 'public');
    const refused = await sendQuote(id, who.s1, {
      ...quote(s1, [311.11, 22.22, 433.33]),
      attachments: [{ name: '公开的.pdf', url: open.url }],
    });
    expect(refused.status).toBe(400);

    const uuid = file.key.split('/').pop()!.slice(0, 36);
    const sealed = await buyerView(id, who.buyer);
    expect(JSON.stringify(sealed.data)).not.toMatch(new RegExp(`${uuid}|森华报价单`));
    expect(JSON.stringify((await supplierView(id, who.s2)).data)).not.toMatch(
      new RegExp(`${uuid}|森华报价单`),
    );
    expect(await fetchFile(file.key, who.s1)).toBe(200);
    for (const as of [who.buyer, who.liu, who.s2, who.ops, who.stranger]) {
      expect(await fetchFile(file.key, as)).toBe(404);
    }
    expect(await fetchFile(file.key, who.visitor)).toBe(401);

    await passDeadline(id);
    const opened = await buyerView(id, who.buyer);
    expect(opened.data.comparison!.suppliers.find((s) => s.id === S1)!.attachments).toEqual([
      { name: '森华报价单.pdf', url: file.url },
    ]);
    expect(await fetchFile(file.key, who.buyer)).toBe(200);
    expect(await fetchFile(file.key, who.liu)).toBe(200);
    expect(await fetchFile(file.key, who.s1)).toBe(200);
    for (const as of [who.s2, who.s3, who.ops, who.stranger]) {
      expect(await fetchFile(file.key, as)).toBe(404);
    }
    expect(JSON.stringify((await supplierView(id, who.s2)).data)).not.toContain(uuid);
  });
});

describe('award rejected in approval', () => {
  it('returns the lines of the rejected order to the buyer with the reason, and a re-award becomes orders once', async () => {
    const id = await published();
    const s1 = (await supplierView(id, who.s1)).data;
    await sendQuote(id, who.s1, quote(s1, [311.11, 22.22, 433.33], 500));
    const s2 = (await supplierView(id, who.s2)).data;
    await sendQuote(id, who.s2, quote(s2, [388.88, 28.88, 366.66]));
    await passDeadline(id);
    const [l1, l2, l3] = (await buyerView(id, who.buyer)).data.lines;
    const first = await act(id, 'award', who.buyer, {
      awards: [
        { lineId: l1!.id, supplierId: S1 },
        { lineId: l2!.id, supplierId: S1 },
        { lineId: l3!.id, supplierId: S2 },
      ],
      auditorId: LIU,
    });
    expect(first.status, first.msg).toBe(200);
    const orderOf = (supplierId: number) =>
      first.data.awards.find((a) => a.supplierId === supplierId)!.orderId!;
    const [kept, rejected] = [orderOf(S1), orderOf(S2)];

    // 森华's order passes; the other is rejected with a reason.
    await approveFully(kept);
    expect((await buyerView(id, who.buyer)).data.status).toBe('awarded');
    await rejectOrder(rejected, '乳胶漆品牌不符合项目要求');

    const back = (await buyerView(id, who.buyer)).data;
    expect(back.status).toBe('opened');
    expect(back.actions).toContain('award');
    expect(back.awardRejection!.note).toContain('乳胶漆品牌不符合项目要求');
    expect(back.awards.map((a) => a.lineId)).toEqual([l1!.id, l2!.id]);
    const [audit] = await db
      .select()
      .from(rfqEvents)
      .where(and(eq(rfqEvents.rfqId, id), eq(rfqEvents.action, 'reject')));
    expect(audit).toMatchObject({
      fromStatus: 'awarded',
      toStatus: 'opened',
      actorRole: 'approver',
    });
    expect(audit!.note).toContain('乳胶漆品牌不符合项目要求');
    const withdrawn = await db
      .select({ title: websiteMessages.title })
      .from(websiteMessages)
      .where(eq(websiteMessages.userId, DEMO.multiUser));
    expect(withdrawn.some((m) => m.title === '定标结果撤回')).toBe(true);

    // The lines whose order stands are not awarded twice; the given-back line goes elsewhere.
    const twice = await act(id, 'award', who.buyer, {
      awards: [{ lineId: l1!.id, supplierId: S2 }],
    });
    expect(twice.status).toBe(400);
    expect(twice.msg).toBe('该行已定标（订单待审核或已发送给供应商），不能再次定标');
    // Nor can the request be cancelled under the order that stands.
    const cancel = await act(id, 'cancel', who.buyer, { reason: '不买了' });
    expect(cancel.status).toBe(409);
    expect(cancel.msg).toBe('部分明细已定标并生成订单，不能取消询价（可在订单审批前取消订单）');
    const again = { awards: [{ lineId: l3!.id, supplierId: S1 }], auditorId: LIU };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => act(id, 'award', who.buyer, again)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const reawarded = await db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, `rfq-${id}-2`));
    expect(reawarded.map((o) => o.supplierId)).toEqual([S1]);
    await approveFully(reawarded[0]!.id);

    const done = (await buyerView(id, who.buyer)).data;
    expect(done.status).toBe('ordered');
    expect(done.awardRejection).toBeNull();
    const all = await db
      .select({ id: orders.id, status: orders.status, supplierId: orders.supplierId })
      .from(orders)
      .where(inArray(orders.idempotencyKey, [`rfq-${id}`, `rfq-${id}-2`]))
      .orderBy(asc(orders.id));
    expect(all.map((o) => o.status)).toEqual([
      'awaiting_supplier',
      'rejected',
      'awaiting_supplier',
    ]);
    const sent = await db
      .select({
        orderId: orderLines.orderId,
        price: orderLines.unitPrice,
        name: orderLines.productName,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, [kept, reawarded[0]!.id]))
      .orderBy(asc(orderLines.id));
    // The quoted prices, each line once: 森华's two lines and its 433.33 for the given-back line.
    expect(sent.map((l) => l.price)).toEqual([31111, 2222, 43333]);
    const lineRows = await db.select().from(rfqLines).where(eq(rfqLines.rfqId, id));
    expect(new Set(sent.map((l) => l.name)).size).toBe(lineRows.length);
    expect(
      (await db.select().from(rfqAwards).where(eq(rfqAwards.rfqId, id))).map((a) => a.orderId),
    ).not.toContain(rejected);
  });

  it('gives the lines back when the buyer cancels an award order still waiting for approval', async () => {
    const id = await published();
    const s1 = (await supplierView(id, who.s1)).data;
    await sendQuote(id, who.s1, quote(s1, [311.11, 22.22, 433.33]));
    await passDeadline(id);
    const lines = (await buyerView(id, who.buyer)).data.lines;
    const awarded = await act(id, 'award', who.buyer, {
      awards: lines.map((l) => ({ lineId: l.id, supplierId: S1 })),
      auditorId: LIU,
    });
    const orderId = awarded.data.awards[0]!.orderId!;
    expect((await orderAct(orderId, 'cancel', who.buyer, { reason: '数量要调整' })).status).toBe(
      200,
    );
    const back = (await buyerView(id, who.buyer)).data;
    expect(back.status).toBe('opened');
    expect(back.awards).toEqual([]);
    expect(back.awardRejection!.note).toContain('被采购方取消');
  });
});

describe('colleagues of the buying company', () => {
  it("read the company's requests in the list and detail but only the creator acts; other companies still get 404", async () => {
    const id = await published();
    const list = (await call(listRoute, '/v1/api/developer/rfqs?pageSize=50', who.liu)) as {
      status: number;
      data: Page<{ id: number; createdByMe: boolean; buyerName: string }>;
    };
    expect(list.status).toBe(200);
    const row = list.data.records.find((r) => r.id === id);
    expect(row).toMatchObject({ createdByMe: false, buyerName: '王建国' });
    const view = await buyerView(id, who.liu);
    expect(view.status).toBe(200);
    expect(view.data.createdByMe).toBe(false);
    expect(view.data.actions).toEqual([]);
    // Sealed for colleagues as for the creator.
    expect(view.data.comparison).toBeNull();

    for (const [action, body] of [
      ['publish', {}],
      ['cancel', { reason: '同事试试' }],
      ['round', { supplierIds: [S1], deadline: inHour() }],
      ['award', { awards: [{ lineId: view.data.lines[0]!.id, supplierId: S1 }] }],
    ] as const) {
      const res = await act(id, action, who.liu, body);
      expect(res.status, action).toBe(403);
      expect(res.msg).toBe('只有询价单的创建人可以操作，同事只能查看');
    }
    const edit = await call(editRoute, `/v1/api/developer/rfqs/${id}`, who.liu, {
      method: 'PUT',
      body: draft(),
      params: { id: String(id) },
    });
    expect(edit.status).toBe(403);
    expect((await db.select().from(rfqs).where(eq(rfqs.id, id)))[0]!.status).toBe('quoting');

    const stranger = (await call(
      listRoute,
      '/v1/api/developer/rfqs?pageSize=50',
      who.stranger,
    )) as {
      data: Page<{ id: number }>;
    };
    expect(stranger.data.records.some((r) => r.id === id)).toBe(false);
    expect((await buyerView(id, who.stranger)).status).toBe(404);
    expect((await act(id, 'export', who.stranger)).status).toBe(404);
  });
});
