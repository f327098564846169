import { formatOrderNo } from '@/lib/order-no';
import { compareQuotes, formatRfqCode, type RfqQuoteLine, type RfqStatus } from '@/lib/rfq';
import { lineAmount } from '@/lib/inquiry-quote';
import { orderApprovals, orderEvents, orderLines, orders } from '../schema/commerce';
import {
  rfqAwards,
  rfqEvents,
  rfqInvites,
  rfqLines,
  rfqQuotes,
  rfqRounds,
  rfqs,
} from '../schema/rfq';
import { daysAgo, daysAhead, insertRows, type SeedContext } from './context';
import { DEMO } from './identity';

/** The three suppliers of the demo 询比价: 森华木业 (13800000002), 吴海川's 301 (…06), 启航 (…09). */
export const RFQ_SUPPLIERS = [DEMO.supplierEnterprise, 301, DEMO.signUpEnterprise] as const;
const SUPPLIER_USERS: Record<number, number> = {
  [DEMO.supplierEnterprise]: DEMO.supplierUser,
  301: DEMO.multiUser,
  [DEMO.signUpEnterprise]: DEMO.signUpUser,
};
const ADDRESS = {
  receiverName: '王建国',
  phone: '13800000001',
  province: '上海市',
  city: '上海市',
  address: '浦东新区世纪大道100号滨江云栖项目部',
};
const LINES = [
  { name: '实木复合地板', spec: '1210×165×15mm 橡木', brand: '森华', unit: '平方米', qty: 1200 },
  { name: '木踢脚线', spec: '80mm 同色', brand: null, unit: '米', qty: 900 },
  { name: '内墙乳胶漆', spec: '18L 哑光白', brand: null, unit: '桶', qty: 160 },
];
/** Unit prices in fen per supplier (null: not quoted); the lowest differs per line. */
const PRICES: Record<number, (number | null)[]> = {
  [DEMO.supplierEnterprise]: [26800, 1850, null],
  301: [28900, 1690, 41500],
  [DEMO.signUpEnterprise]: [27500, 1990, 39800],
};

interface Plan {
  title: string;
  status: RfqStatus;
  /** Days from now of the current deadline (negative: passed). */
  deadlineDays: number;
  openToAll?: boolean;
  quoted: number[];
  round2?: number[];
  award?: boolean;
  orderStatus?: 'pending_approval' | 'awaiting_supplier';
  cancelReason?: string;
}

/** One request in each state, newest last; README and docs/rfq.md name them. */
const PLANS: Plan[] = [
  { title: '二期外墙保温材料询价', status: 'draft', deadlineDays: 7, quoted: [] },
  {
    title: '滨江云栖样板间地板与涂料',
    status: 'quoting',
    deadlineDays: 3,
    openToAll: true,
    quoted: [DEMO.supplierEnterprise, 301],
  },
  {
    title: '人才公寓一期地板集中采购',
    status: 'opened',
    deadlineDays: -2,
    quoted: [...RFQ_SUPPLIERS],
  },
  {
    title: '翡翠湾商业体木饰面议价',
    status: 'negotiating',
    deadlineDays: 2,
    quoted: [...RFQ_SUPPLIERS],
    round2: [DEMO.supplierEnterprise, DEMO.signUpEnterprise],
  },
  {
    title: '滨江云栖二标段地板涂料',
    status: 'awarded',
    deadlineDays: -6,
    quoted: [...RFQ_SUPPLIERS],
    award: true,
    orderStatus: 'pending_approval',
  },
  {
    title: '未来城精装木作集采',
    status: 'ordered',
    deadlineDays: -12,
    quoted: [...RFQ_SUPPLIERS],
    award: true,
    orderStatus: 'awaiting_supplier',
  },
  {
    title: '售楼处临时装修材料',
    status: 'cancelled',
    deadlineDays: -4,
    quoted: [DEMO.supplierEnterprise],
    cancelReason: '售楼处方案调整，暂缓采购',
  },
];

const quoteLines = (lineIds: number[], prices: (number | null)[], cut = 0): RfqQuoteLine[] =>
  lineIds.map((lineId, i) => ({
    lineId,
    unitPrice: prices[i] === null ? null : Math.round(prices[i]! * (1 - cut)),
    taxRate: 13,
    deliveryDays: 10 + i * 5,
    brandModel: undefined,
    remark: undefined,
  }));

/** The demo 询比价 of the buyer 13800000001: every state, with quotes, rounds, awards and orders. */
export async function seedRfqs(ctx: SeedContext): Promise<void> {
  const rows: (typeof rfqs.$inferInsert)[] = [];
  const lineRows: (typeof rfqLines.$inferInsert)[] = [];
  const inviteRows: (typeof rfqInvites.$inferInsert)[] = [];
  const roundRows: (typeof rfqRounds.$inferInsert)[] = [];
  const quoteRows: (typeof rfqQuotes.$inferInsert)[] = [];
  const awardRows: (typeof rfqAwards.$inferInsert)[] = [];
  const eventRows: (typeof rfqEvents.$inferInsert)[] = [];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const orderLineRows: (typeof orderLines.$inferInsert)[] = [];
  const approvalRows: (typeof orderApprovals.$inferInsert)[] = [];
  const orderEventRows: (typeof orderEvents.$inferInsert)[] = [];
  let lineId = 0;
  let quoteId = 0;
  // Past the explicit ids of the order seed (server/db/seed/commerce.ts); sequences follow after.
  let orderId = 100;
  let orderRowId = 1000;

  PLANS.forEach((plan, index) => {
    const id = index + 1;
    const created = daysAgo(ctx, 20 - index);
    const firstDeadline = plan.round2
      ? daysAgo(ctx, 1)
      : plan.deadlineDays >= 0
        ? daysAhead(ctx, plan.deadlineDays)
        : daysAgo(ctx, -plan.deadlineDays);
    const deadline = plan.round2 ? daysAhead(ctx, plan.deadlineDays) : firstDeadline;
    const code = formatRfqCode(created, id);
    rows.push({
      id,
      code,
      userId: DEMO.buyerUser,
      buyerEnterpriseId: DEMO.buyerEnterprise,
      title: plan.title,
      projectId: (index % 3) + 1,
      address: ADDRESS,
      deliveryDate: daysAhead(ctx, 45).toISOString().slice(0, 10),
      invoiceType: 'special',
      taxRate: 13,
      paymentTerms: '货到验收合格后 30 天内付款',
      deadline,
      round: plan.round2 ? 2 : 1,
      openToAll: plan.openToAll ?? false,
      categoryIds: [5, 22],
      status: plan.status,
      cancelReason: plan.cancelReason ?? null,
      attachments: [],
      publishedAt: plan.status === 'draft' ? null : created,
      createdAt: created,
      updatedAt: created,
    });
    const ids = LINES.map((l, i) => {
      lineId += 1;
      lineRows.push({ id: lineId, rfqId: id, sort: i + 1, ...l });
      return lineId;
    });
    for (const supplierId of RFQ_SUPPLIERS) inviteRows.push({ rfqId: id, supplierId });
    roundRows.push({ rfqId: id, round: 1, deadline: firstDeadline, createdAt: created });
    const event = (
      action: string,
      to: RfqStatus,
      role: string,
      extra: Partial<typeof rfqEvents.$inferInsert> = {},
    ) =>
      eventRows.push({
        rfqId: id,
        action,
        toStatus: to,
        actorRole: role,
        actorId: role === 'buyer' ? DEMO.buyerUser : null,
        createdAt: created,
        ...extra,
      });
    event('create', 'draft', 'buyer');
    if (plan.status === 'draft') return;
    event('publish', 'quoting', 'buyer', { fromStatus: 'draft' });

    const quotes = plan.quoted.map((supplierId, k) => {
      quoteId += 1;
      const lines = quoteLines(ids, PRICES[supplierId]!);
      const row = {
        id: quoteId,
        rfqId: id,
        supplierId,
        round: 1,
        revision: 1,
        userId: SUPPLIER_USERS[supplierId]!,
        lines,
        goodsAmount: lines.reduce(
          (s, l, i) => s + (l.unitPrice === null ? 0 : lineAmount(l.unitPrice, LINES[i]!.qty)),
          0,
        ),
        freight: k === 0 ? 80000 : 0,
        validUntil: daysAhead(ctx, 60).toISOString().slice(0, 10),
        createdAt: created,
      };
      quoteRows.push(row);
      event('quote', 'quoting', 'supplier', {
        fromStatus: 'quoting',
        supplierId,
        actorId: row.userId,
        note: '第 1 轮报价',
      });
      return row;
    });
    if (plan.status === 'quoting') {
      // The second supplier revised its quote; both revisions are kept, the buyer sees neither.
      quoteId += 1;
      quoteRows.push({ ...quotes[1]!, id: quoteId, revision: 2, freight: 50000 });
      event('quote', 'quoting', 'supplier', {
        fromStatus: 'quoting',
        supplierId: quotes[1]!.supplierId,
        actorId: quotes[1]!.userId,
        note: '第 1 轮第 2 次修改',
      });
      return;
    }
    if (plan.status === 'cancelled') {
      event('cancel', 'cancelled', 'buyer', { fromStatus: 'quoting', note: plan.cancelReason });
      return;
    }
    event('open', 'opened', 'system', { fromStatus: 'quoting' });
    if (plan.round2) {
      roundRows.push({
        rfqId: id,
        round: 2,
        deadline,
        supplierIds: plan.round2,
        note: '请给出最终报价',
        createdAt: created,
      });
      event('round', 'negotiating', 'buyer', {
        fromStatus: 'opened',
        note: '第 2 轮：请给出最终报价',
      });
      quoteId += 1;
      const lines = quoteLines(ids, PRICES[DEMO.supplierEnterprise]!, 0.03);
      quoteRows.push({
        ...quotes[0]!,
        id: quoteId,
        round: 2,
        lines,
        goodsAmount: lines.reduce(
          (s, l, i) => s + (l.unitPrice === null ? 0 : lineAmount(l.unitPrice, LINES[i]!.qty)),
          0,
        ),
      });
      event('quote', 'negotiating', 'supplier', {
        fromStatus: 'negotiating',
        supplierId: DEMO.supplierEnterprise,
        actorId: DEMO.supplierUser,
        note: '第 2 轮报价',
      });
      return;
    }
    if (!plan.award) return;

    // Lines to the lowest, as the comparison marks them: 森华 the floor, the others the rest.
    const table = compareQuotes(
      ids.map((l, i) => ({ id: l, qty: LINES[i]!.qty })),
      quotes.map((q) => ({
        supplierId: q.supplierId,
        round: 1,
        freight: q.freight,
        lines: q.lines,
      })),
    );
    const bySupplier = new Map<number, number[]>();
    for (const l of ids) {
      const best = Object.entries(table.cells[l]!).find(([, c]) => c.lowest)!;
      const s = Number(best[0]);
      bySupplier.set(s, [...(bySupplier.get(s) ?? []), l]);
    }
    event('award', 'awarded', 'buyer', {
      fromStatus: 'opened',
      note: `按行拆分给 ${bySupplier.size} 家供应商`,
    });
    for (const [supplierId, awarded] of [...bySupplier].sort(([a], [b]) => a - b)) {
      orderId += 1;
      const quote = quotes.find((q) => q.supplierId === supplierId)!;
      const lines = awarded.map((l) => {
        const cell = table.cells[l]![supplierId]!;
        const spec = LINES[ids.indexOf(l)]!;
        return {
          lineId: l,
          spec,
          unitPrice: cell.unitPrice,
          qty: cell.supplyQty,
          amount: cell.amount,
        };
      });
      const goods = lines.reduce((s, l) => s + l.amount, 0);
      orderRows.push({
        id: orderId,
        orderNo: formatOrderNo(created, orderId),
        userId: DEMO.buyerUser,
        buyerEnterpriseId: DEMO.buyerEnterprise,
        supplierId,
        projectId: rows.at(-1)!.projectId,
        status: plan.orderStatus!,
        approvalLevel: plan.orderStatus === 'pending_approval' ? 1 : 0,
        goodsAmount: goods,
        freightAmount: quote.freight,
        totalAmount: goods + quote.freight,
        address: ADDRESS,
        remark: `询比价 ${code} 定标`,
        auditorId: 190,
        idempotencyKey: `rfq-${id}`,
        createdAt: created,
        updatedAt: created,
      });
      approvalRows.push({
        id: ++orderRowId,
        orderId,
        level: 1,
        approverId: 190,
        status: plan.orderStatus === 'pending_approval' ? 'pending' : 'approved',
        decidedAt: plan.orderStatus === 'pending_approval' ? null : created,
      });
      orderEventRows.push({
        id: ++orderRowId,
        orderId,
        action: 'submit',
        toStatus: 'pending_approval',
        actorId: DEMO.buyerUser,
        actorRole: 'buyer',
        note: `由询比价 ${code} 定标生成`,
        createdAt: created,
      });
      if (plan.orderStatus === 'awaiting_supplier') {
        orderEventRows.push({
          id: ++orderRowId,
          orderId,
          action: 'approve',
          fromStatus: 'pending_approval',
          toStatus: 'awaiting_supplier',
          actorId: 190,
          actorRole: 'approver',
          createdAt: created,
        });
      }
      for (const l of lines) {
        orderLineRows.push({
          id: ++orderRowId,
          orderId,
          productId: null,
          skuId: null,
          productName: l.spec.name,
          skuDesc: l.spec.spec,
          unit: l.spec.unit,
          priceType: 2,
          unitPrice: l.unitPrice,
          qty: l.qty,
          amount: l.amount,
        });
        awardRows.push({
          rfqId: id,
          lineId: l.lineId,
          supplierId,
          quoteId: quote.id,
          unitPrice: l.unitPrice,
          qty: l.qty,
          amount: l.amount,
          orderId,
        });
      }
    }
    if (plan.status === 'ordered') {
      event('convert', 'ordered', 'system', {
        fromStatus: 'awarded',
        note: '定标订单已全部通过审批',
      });
    }
  });

  await insertRows(ctx, 'rfqs', rfqs, rows);
  await insertRows(ctx, 'rfq_lines', rfqLines, lineRows);
  await insertRows(ctx, 'rfq_invites', rfqInvites, inviteRows);
  await insertRows(ctx, 'rfq_rounds', rfqRounds, roundRows);
  await insertRows(ctx, 'rfq_quotes', rfqQuotes, quoteRows);
  await insertRows(ctx, 'orders', orders, orderRows);
  await insertRows(ctx, 'order_lines', orderLines, orderLineRows);
  await insertRows(ctx, 'order_approvals', orderApprovals, approvalRows);
  await insertRows(ctx, 'order_events', orderEvents, orderEventRows);
  await insertRows(ctx, 'rfq_awards', rfqAwards, awardRows);
  await insertRows(ctx, 'rfq_events', rfqEvents, eventRows);
}
