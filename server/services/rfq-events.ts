import 'server-only';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { ORDER_STATUS } from '@/lib/order-lifecycle';
import {
  afterAwardWithdrawn,
  RFQ_STATUS,
  RFQ_TRANSITIONS,
  type RfqAction,
  type RfqActorRole,
  type RfqStatus,
} from '@/lib/rfq';
import { db } from '@/server/db';
import { orders, rfqAwards, rfqEvents, rfqQuotes, rfqs } from '@/server/db/schema';
import { enqueue } from '@/server/jobs';
import type { Tx } from './certification';
import { notify, notifyMembers } from './messages';

export type RfqRow = typeof rfqs.$inferSelect;
type Ex = Tx | typeof db;

const SYSTEM = { id: null, role: 'system' } as const;

export const buyerRfqLink = (id: number) => `/workbench/developer/rfq/${id}`;
export const supplierRfqLink = (id: number) => `/workbench/supplier/rfq/${id}`;

export async function writeRfqEvent(
  ex: Ex,
  e: {
    rfqId: number;
    action: RfqAction;
    from: RfqStatus | null;
    to: RfqStatus;
    actorId: number | null;
    role: RfqActorRole;
    supplierId?: number | null;
    note?: string | null;
  },
) {
  await ex.insert(rfqEvents).values({
    rfqId: e.rfqId,
    action: e.action,
    fromStatus: e.from,
    toStatus: e.to,
    actorId: e.actorId,
    actorRole: e.role,
    supplierId: e.supplierId ?? null,
    note: e.note ?? null,
  });
}

/**
 * One transition of lib/rfq's table: the new state (with any columns that change with it) and
 * its audit row, in the caller's transaction. The table names the state it leads to.
 */
export async function moveRfq(
  tx: Tx,
  rfq: RfqRow,
  action: keyof typeof RFQ_TRANSITIONS,
  actor: { id: number | null; role: RfqActorRole },
  { note = null, set = {} }: { note?: string | null; set?: Partial<typeof rfqs.$inferInsert> } = {},
): Promise<RfqRow> {
  const to = RFQ_TRANSITIONS[action].to;
  const [row] = await tx
    .update(rfqs)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(eq(rfqs.id, rfq.id))
    .returning();
  await writeRfqEvent(tx, {
    rfqId: rfq.id,
    action,
    from: rfq.status as RfqStatus,
    to,
    actorId: actor.id,
    role: actor.role,
    note,
  });
  return row!;
}

/** The row, locked for the rest of the transaction: every change of a request starts here. */
export async function lockRfq(tx: Tx, id: number): Promise<RfqRow | undefined> {
  const [row] = await tx.select().from(rfqs).where(eq(rfqs.id, id)).for('update');
  return row;
}

/** Suppliers that quoted in any round. */
export async function quotedSuppliers(ex: Ex, rfqId: number): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ supplierId: rfqQuotes.supplierId })
    .from(rfqQuotes)
    .where(eq(rfqQuotes.rfqId, rfqId));
  return rows.map((r) => r.supplierId);
}

/**
 * A 报价中 request whose deadline passed becomes 已截止（开标）, written once with its audit event
 * and messages (the buyer may now compare; each quoting supplier learns the bids are open).
 * Called under the row lock by every path that reads or changes the request.
 */
export async function settleDeadline(tx: Tx, rfq: RfqRow, now: Date): Promise<RfqRow> {
  if (rfq.status !== RFQ_STATUS.quoting || rfq.deadline.getTime() > now.getTime()) return rfq;
  const row = await moveRfq(tx, rfq, 'open', SYSTEM);
  const quoted = await quotedSuppliers(tx, rfq.id);
  await notify(tx, {
    userId: rfq.userId,
    side: 'developer',
    kind: 'inquiry',
    title: '询比价已开标',
    content: `询价单「${rfq.title}」（${rfq.code}）已截止，共收到 ${quoted.length} 家供应商的报价，可以比价定标了。`,
    link: buyerRfqLink(rfq.id),
  });
  for (const supplierId of quoted) {
    await notifyMembers(tx, supplierId, {
      side: 'supplier',
      kind: 'inquiry',
      title: '询价已截止',
      content: `您参与报价的询价单「${rfq.title}」（${rfq.code}）已截止，请等待采购方定标。`,
      link: supplierRfqLink(rfq.id),
    });
  }
  return row!;
}

/** Settles every request in `ids` (or every due one) whose deadline passed; each in its own lock. */
export async function settleDue(now = new Date(), ids?: number[]): Promise<number> {
  if (ids && !ids.length) return 0;
  const due = await db
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(
      and(
        eq(rfqs.status, RFQ_STATUS.quoting),
        lte(rfqs.deadline, now),
        ids ? inArray(rfqs.id, ids) : undefined,
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const row = await lockRfq(tx, id);
      if (row) await settleDeadline(tx, row, now);
    });
  }
  return due.length;
}

/**
 * After an order passed its last approval: when every order of an award has reached its
 * supplier, the request becomes 已转订单. Called inside the order's transition.
 */
export async function convertWhenOrdersReady(tx: Tx, orderId: number): Promise<void> {
  const [award] = await tx
    .select({ rfqId: rfqAwards.rfqId })
    .from(rfqAwards)
    .where(eq(rfqAwards.orderId, orderId))
    .limit(1);
  if (!award) return;
  const rfq = await lockRfq(tx, award.rfqId);
  if (!rfq || rfq.status !== RFQ_STATUS.awarded) return;
  const awarded = await tx
    .selectDistinct({ status: orders.status })
    .from(rfqAwards)
    .innerJoin(orders, eq(orders.id, rfqAwards.orderId))
    .where(eq(rfqAwards.rfqId, rfq.id));
  if (awarded.some((o) => o.status === ORDER_STATUS.pendingApproval)) return;
  await moveRfq(tx, rfq, 'convert', SYSTEM, {
    note: '定标订单已全部通过审批，已发送给中标供应商',
  });
  await notify(tx, {
    userId: rfq.userId,
    side: 'developer',
    kind: 'inquiry',
    title: '询比价已转为订单',
    content: `询价单「${rfq.title}」（${rfq.code}）的定标订单已全部通过审批，已发送给中标供应商。`,
    link: buyerRfqLink(rfq.id),
  });
}

/**
 * An award order left approval without reaching its supplier: rejected by the approver, or
 * cancelled by the buyer while it waited. Its lines are no longer awarded, a 已定标 request goes
 * back to 已截止（开标） with the reason in its audit trail, the buyer may award those lines again
 * (possibly to others), and the supplier hears its award is withdrawn. Orders of the award
 * already approved stand with their lines. Called inside the order's transition, under its lock.
 */
export async function withdrawAward(
  tx: Tx,
  order: typeof orders.$inferSelect,
  actor: { id: number | null; role: RfqActorRole },
  reason: string | null,
): Promise<void> {
  const [award] = await tx
    .select({ rfqId: rfqAwards.rfqId })
    .from(rfqAwards)
    .where(eq(rfqAwards.orderId, order.id))
    .limit(1);
  if (!award) return;
  const rfq = await lockRfq(tx, award.rfqId);
  const to = rfq && afterAwardWithdrawn(rfq.status as RfqStatus);
  if (!rfq || !to) return;
  const lines = await tx
    .delete(rfqAwards)
    .where(eq(rfqAwards.orderId, order.id))
    .returning({ id: rfqAwards.id });
  const why = actor.role === 'approver' ? '审核未通过' : '被采购方取消';
  const note = `订单 ${order.orderNo}（${lines.length} 行）${why}${reason ? `：${reason}` : ''}；这些行可以重新定标`;
  if (to === rfq.status) {
    await writeRfqEvent(tx, {
      rfqId: rfq.id,
      action: 'reject',
      from: to,
      to,
      actorId: actor.id,
      role: actor.role,
      note,
    });
  } else {
    await moveRfq(tx, rfq, 'reject', actor, { note });
  }
  await notify(tx, {
    userId: rfq.userId,
    side: 'developer',
    kind: 'inquiry',
    title: '定标未通过审批',
    content: `询价单「${rfq.title}」（${rfq.code}）的定标订单 ${order.orderNo}${why}${reason ? `，原因：${reason}` : ''}。这些行可以重新定标。`,
    link: buyerRfqLink(rfq.id),
  });
  await notifyMembers(tx, order.supplierId, {
    side: 'supplier',
    kind: 'inquiry',
    title: '定标结果撤回',
    content: `询价单「${rfq.title}」（${rfq.code}）的定标未通过采购方内部审批，贵司的中标结果撤回，最终结果以采购方重新定标为准。感谢贵司的报价。`,
    link: supplierRfqLink(rfq.id),
  });
}

/**
 * Opens the request at its deadline (the rfq-deadline job, in whichever process is up then).
 * Keyed by the deadline, so a new round queues its own. Should queueing fail, the rfq-deadlines
 * sweep (every minute) still opens it.
 */
export async function scheduleDeadline(rfqId: number, deadline: Date): Promise<void> {
  await enqueue(
    'rfq-deadline',
    { rfqId },
    { startAfter: deadline, singletonKey: `${rfqId}@${deadline.getTime()}` },
  ).catch((error: unknown) => console.error('rfq deadline not queued', rfqId, error));
}
