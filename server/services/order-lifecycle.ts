import 'server-only';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OrderDetail } from '@/api/modules/order';
import {
  availableOrderActions,
  fullyShippedAfter,
  isOrderStatus,
  nextOrderStatus,
  ORDER_AUTO_RECEIVE_DAYS,
  ORDER_REASON_MAX,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  ORDER_TRANSITIONS,
  orderActionLabel,
  orderStatusText,
  shipmentProblem,
  CARRIER_MAX,
  SHIP_MSG,
  TRACKING_NO_MAX,
  TRACKING_NO_PATTERN,
  type OrderAction,
  type OrderActorRole,
  type OrderStatus,
} from '@/lib/order-lifecycle';
import { TOP_TYPE } from '@/lib/roles';
import { idNumber, parseId } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { outer } from '@/server/db/sql';
import {
  enterprises,
  orderApprovals,
  orderEvents,
  orderLines,
  orders,
  orderShipmentLines,
  orderShipments,
  projects,
  skus,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { badRequest, forbidden, HttpError, notFound } from '@/server/http/errors';
import type { Tx } from './certification';
import type { SessionUser } from './identity/session';
import { notify, notifyMembers } from './messages';
import { approvalPlanFor, assertWithinBudget } from './order-approval';
import { toLineView } from './order-line-view';
import { convertWhenOrdersReady, withdrawAward } from './rfq-events';

export const ORDER_GONE = '订单不存在';
export const ORDER_STALE = '订单状态已变化，请刷新后查看';
const ORDER_ILLEGAL = (action: OrderAction, status: OrderStatus) =>
  `订单${ORDER_STATUS_TEXT[status]}，不能${orderActionLabel(action)}`;
const NOT_YOUR_TURN = '该订单当前不需要您审核';

type Ex = Tx | typeof db;
type OrderRow = typeof orders.$inferSelect;

/** Order id from a path segment; anything else is an order that does not exist. */
export function orderIdOf(raw: string | string[] | undefined): number {
  const id = parseId(Array.isArray(raw) ? undefined : raw);
  if (!id) throw notFound(ORDER_GONE);
  return id;
}

// ---------------------------------------------------------------- who sees and acts

interface Viewer {
  roles: OrderActorRole[];
  /** The approval level the viewer holds on this order, if any. */
  approvalLevel: number | null;
  /** Approvers and suppliers may only read once the order concerns them. */
  canRead: boolean;
}

/** The supplier heard of the order: it reached 待供应商确认 at some point. */
// Spelled out with the table name: drizzle leaves a lone table's columns unqualified in a select.
export const reachedSupplierSql = sql<boolean>`exists (select 1 from order_events e where e.order_id = ${outer(orders.id)} and e.to_status = ${ORDER_STATUS.awaitingSupplier})`;

async function viewerOf(ex: Ex, user: SessionUser, order: OrderRow): Promise<Viewer> {
  const roles: OrderActorRole[] = [];
  let approvalLevel: number | null = null;
  if (order.userId === user.id && user.enterpriseId === order.buyerEnterpriseId) {
    roles.push('buyer');
  }
  const mine = await ex
    .select({ level: orderApprovals.level })
    .from(orderApprovals)
    .innerJoin(
      userEnterprises,
      and(
        eq(userEnterprises.userId, orderApprovals.approverId),
        eq(userEnterprises.enterpriseId, order.buyerEnterpriseId),
      ),
    )
    .where(and(eq(orderApprovals.orderId, order.id), eq(orderApprovals.approverId, user.id)));
  if (mine.length) {
    roles.push('approver');
    approvalLevel = mine.find((m) => m.level === order.approvalLevel)?.level ?? mine[0]!.level;
  }
  if (user.topType === TOP_TYPE.supplier && user.enterpriseId === order.supplierId) {
    const [row] = await ex
      .select({ reached: reachedSupplierSql })
      .from(orders)
      .where(eq(orders.id, order.id));
    if (row?.reached) roles.push('supplier');
  }
  return { roles, approvalLevel, canRead: roles.length > 0 };
}

/** The roles the viewer may act in now: an approver only at the level that is waiting. */
function actingRoles(order: OrderRow, viewer: Viewer): OrderActorRole[] {
  return viewer.roles.filter(
    (r) =>
      r !== 'approver' ||
      (order.status === ORDER_STATUS.pendingApproval &&
        viewer.approvalLevel === order.approvalLevel),
  );
}

// ---------------------------------------------------------------- reading an order

const chinaIso = (d: Date | null) => (d ? d.toISOString() : null);

async function orderView(ex: Ex, order: OrderRow, viewer: Viewer): Promise<OrderDetail> {
  const [head] = await ex
    .select({
      supplierName: enterprises.name,
      buyerEnterpriseName: sql<string>`(select ${enterprises.name} from ${enterprises} where ${enterprises.id} = ${outer(orders.buyerEnterpriseId)})`,
      buyerName: users.name,
      projectName: projects.projectName,
      auditorName: sql<
        string | null
      >`(select u.name from ${users} u where u.id = ${outer(orders.auditorId)})`,
    })
    .from(orders)
    .innerJoin(enterprises, eq(enterprises.id, orders.supplierId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(projects, eq(projects.id, orders.projectId))
    .where(eq(orders.id, order.id));
  const [lines, shipped, approvals, shipments, shipmentLines, events] = await Promise.all([
    ex
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    ex
      .select({
        orderLineId: orderShipmentLines.orderLineId,
        qty: sql<number>`sum(${orderShipmentLines.qty})::int`,
      })
      .from(orderShipmentLines)
      .innerJoin(orderShipments, eq(orderShipments.id, orderShipmentLines.shipmentId))
      .where(eq(orderShipments.orderId, order.id))
      .groupBy(orderShipmentLines.orderLineId),
    ex
      .select({ a: orderApprovals, approverName: users.name })
      .from(orderApprovals)
      .innerJoin(users, eq(users.id, orderApprovals.approverId))
      .where(eq(orderApprovals.orderId, order.id))
      .orderBy(asc(orderApprovals.level)),
    ex
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id))
      .orderBy(asc(orderShipments.createdAt), asc(orderShipments.id)),
    ex
      .select({
        shipmentId: orderShipmentLines.shipmentId,
        line: orderLines,
        qty: orderShipmentLines.qty,
      })
      .from(orderShipmentLines)
      .innerJoin(orderShipments, eq(orderShipments.id, orderShipmentLines.shipmentId))
      .innerJoin(orderLines, eq(orderLines.id, orderShipmentLines.orderLineId))
      .where(eq(orderShipments.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    ex
      .select({ e: orderEvents, actorName: users.name })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  const shippedBy = new Map(shipped.map((s) => [s.orderLineId, s.qty]));
  const status = order.status as OrderStatus;
  const autoReceiveAt =
    status === ORDER_STATUS.shipped && order.lastShippedAt
      ? new Date(order.lastShippedAt.getTime() + ORDER_AUTO_RECEIVE_DAYS * 86_400_000)
      : null;
  return {
    id: order.id,
    orderNo: order.orderNo,
    status,
    statusText: orderStatusText(status),
    supplierId: order.supplierId,
    supplierName: head?.supplierName ?? '',
    buyerEnterpriseName: head?.buyerEnterpriseName ?? '',
    buyerName: head?.buyerName ?? '',
    projectId: order.projectId,
    projectName: head?.projectName ?? null,
    goodsAmount: order.goodsAmount,
    freightAmount: order.freightAmount,
    totalAmount: order.totalAmount,
    lineCount: lines.length,
    createdAt: order.createdAt.toISOString(),
    address: order.address,
    remark: order.remark,
    auditorName: head?.auditorName ?? null,
    lines: lines.map((l) => toLineView(l, shippedBy.get(l.id) ?? 0)),
    approvals: approvals.map(({ a, approverName }) => ({
      level: a.level,
      approverId: a.approverId,
      approverName,
      status: a.status as 'pending' | 'approved' | 'rejected',
      note: a.note,
      decidedAt: chinaIso(a.decidedAt),
    })),
    shipments: shipments.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      trackingNo: s.trackingNo,
      createdAt: s.createdAt.toISOString(),
      lines: shipmentLines
        .filter((sl) => sl.shipmentId === s.id)
        .map((sl) => ({
          orderLineId: sl.line.id,
          itemName: sl.line.productName,
          skuName: sl.line.skuDesc,
          num: sl.qty,
        })),
    })),
    events: events.map(({ e, actorName }) => ({
      id: e.id,
      action: e.action as OrderAction,
      actionText: orderActionLabel(e.action),
      fromStatus: isOrderStatus(e.fromStatus) ? e.fromStatus : null,
      toStatus: e.toStatus as OrderStatus,
      actorName: e.actorRole === 'system' ? '系统' : actorName,
      actorRole: e.actorRole as OrderActorRole,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    autoReceiveAt: chinaIso(autoReceiveAt),
    viewerRoles: viewer.roles,
    actions: availableOrderActions(status, actingRoles(order, viewer)),
  };
}

/** GET order/{id}: the order for anyone it concerns (placer, approver, supplier); 404 for others. */
export async function getOrder(user: SessionUser, id: number): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound(ORDER_GONE);
  const viewer = await viewerOf(db, user, order);
  if (!viewer.canRead) throw notFound(ORDER_GONE);
  return orderView(db, order, viewer);
}

// ---------------------------------------------------------------- transitions

export const reasonInput = z.object({
  reason: z.preprocess(
    (v) => v ?? '',
    z
      .string()
      .trim()
      .min(1, '请输入原因')
      .max(ORDER_REASON_MAX, `原因最多 ${ORDER_REASON_MAX} 个字`),
  ),
});
export const optionalReasonInput = z.object({
  reason: z.string().trim().max(ORDER_REASON_MAX, `原因最多 ${ORDER_REASON_MAX} 个字`).optional(),
});
export const approveInput = z.object({
  note: z.string().trim().max(ORDER_REASON_MAX, `审核意见最多 ${ORDER_REASON_MAX} 个字`).optional(),
});
export const shipInput = z.object({
  carrier: z.string().trim().min(1, SHIP_MSG.carrier).max(CARRIER_MAX, SHIP_MSG.carrierTooLong),
  trackingNo: z
    .string()
    .trim()
    .min(1, SHIP_MSG.trackingNo)
    .max(TRACKING_NO_MAX, SHIP_MSG.trackingNoTooLong)
    .regex(TRACKING_NO_PATTERN, SHIP_MSG.trackingNoPattern),
  lines: z
    .array(
      z.object({
        orderLineId: idNumber(),
        num: z.number().int('发货数量须为整数').min(0, '发货数量不能为负数').max(1_000_000),
      }),
    )
    .min(1, SHIP_MSG.noLines)
    .max(200),
});
export const REASON_LABELS = { reason: '原因', note: '审核意见' };
export const SHIP_LABELS = { carrier: '物流公司', trackingNo: '物流单号', lines: '发货商品' };

export type TransitionInput =
  | { action: 'approve'; note?: string }
  | { action: 'reject' | 'refuse'; reason: string }
  | { action: 'cancel'; reason?: string }
  | { action: 'confirm' | 'receive' | 'complete' }
  | {
      action: 'ship';
      carrier: string;
      trackingNo: string;
      lines: { orderLineId: number; num: number }[];
    };

interface Actor {
  user: SessionUser | null;
  role: OrderActorRole;
}

const noteOf = (input: TransitionInput): string | null =>
  ('reason' in input && input.reason) || ('note' in input && input.note) || null;

/** The state has moved on from one this action starts from: a stale view, not a wrong request. */
async function passedThrough(ex: Ex, orderId: number, from: readonly (OrderStatus | null)[]) {
  const statuses = from.filter((s): s is OrderStatus => s !== null);
  if (!statuses.length) return false;
  const [row] = await ex
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.fromStatus, statuses)))
    .limit(1);
  return Boolean(row);
}

/** The same actor already did this (a double click or a retry): answer with the order as it is. */
async function alreadyDone(ex: Ex, order: OrderRow, action: OrderAction, actorId: number | null) {
  const [last] = await ex
    .select({ action: orderEvents.action, actorId: orderEvents.actorId })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(sql`${orderEvents.createdAt} desc, ${orderEvents.id} desc`)
    .limit(1);
  return last?.action === action && last.actorId === actorId && action !== 'ship';
}

async function returnStock(tx: Tx, orderId: number) {
  const lines = await tx
    .select({ skuId: orderLines.skuId, qty: orderLines.qty })
    .from(orderLines)
    // Lines awarded from 询比价 took no catalogue stock, so they give none back.
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.skuId)))
    .orderBy(asc(orderLines.skuId));
  for (const l of lines) {
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${l.qty}` })
      .where(eq(skus.id, l.skuId!));
  }
}

export async function writeOrderEvent(
  tx: Ex,
  event: {
    orderId: number;
    action: OrderAction;
    from: OrderStatus | null;
    to: OrderStatus;
    actor: Actor;
    note?: string | null;
  },
) {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    action: event.action,
    fromStatus: event.from,
    toStatus: event.to,
    actorId: event.actor.user?.id ?? null,
    actorRole: event.actor.role,
    note: event.note ?? null,
  });
}

const buyerLink = (id: number) => `/workbench/developer/orders/${id}`;
const supplierLink = (id: number) => `/workbench/supplier/orders/${id}`;
export const APPROVALS_LINK = '/workbench/developer/approvals';

/** Tells the approver at `level` that an order waits for them. */
export async function notifyApprover(
  tx: Ex,
  order: OrderRow,
  approverId: number,
  level: number,
  levels: number,
) {
  await notify(tx, {
    userId: approverId,
    side: 'developer',
    kind: 'order',
    title: '有订单待您审核',
    content: `订单 ${order.orderNo}（¥${(order.totalAmount / 100).toFixed(2)}）等待您审核${levels > 1 ? `（第 ${level}/${levels} 级）` : ''}。`,
    link: APPROVALS_LINK,
  });
}

/** Tells the supplier's members that an order waits for their confirmation. */
export async function notifySupplierOfOrder(tx: Ex, order: OrderRow) {
  await notifyMembers(tx, order.supplierId, {
    side: 'supplier',
    kind: 'order',
    title: '您有新的采购订单',
    content: `订单 ${order.orderNo} 已通过采购方审核，请尽快确认。`,
    link: supplierLink(order.id),
  });
}

async function notifyBuyer(tx: Ex, order: OrderRow, title: string, content: string) {
  await notify(tx, {
    userId: order.userId,
    side: 'developer',
    kind: 'order',
    title,
    content,
    link: buyerLink(order.id),
  });
}

async function approve(tx: Tx, order: OrderRow, actor: Actor, note: string | null) {
  const levels = await tx
    .select()
    .from(orderApprovals)
    .where(eq(orderApprovals.orderId, order.id))
    .orderBy(asc(orderApprovals.level));
  const level = order.approvalLevel;
  // The rules are evaluated again at each approval: they may now need more or fewer levels.
  const plan = await approvalPlanFor(
    tx,
    order.buyerEnterpriseId,
    order.totalAmount,
    levels[0]?.approverId,
  );
  const required = plan.ok ? plan.approverIds : levels.map((l) => l.approverId);
  await assertWithinBudget(tx, order);
  await tx
    .update(orderApprovals)
    .set({ status: 'approved', note, decidedAt: new Date() })
    .where(and(eq(orderApprovals.orderId, order.id), eq(orderApprovals.level, level)));
  const last = level >= required.length;
  const to = nextOrderStatus(order.status as OrderStatus, 'approve', 'approver', {
    lastApprovalLevel: last,
  })!;
  if (!last) {
    const nextApprover = required[level]!;
    await tx
      .insert(orderApprovals)
      .values({ orderId: order.id, level: level + 1, approverId: nextApprover })
      .onConflictDoUpdate({
        target: [orderApprovals.orderId, orderApprovals.level],
        set: { approverId: nextApprover, status: 'pending', note: null, decidedAt: null },
      });
  }
  await tx
    .update(orders)
    .set({ status: to, approvalLevel: last ? 0 : level + 1, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await writeOrderEvent(tx, {
    orderId: order.id,
    action: 'approve',
    from: order.status as OrderStatus,
    to,
    actor,
    note,
  });
  if (last) {
    await notifyBuyer(
      tx,
      order,
      '订单审核通过',
      `订单 ${order.orderNo} 已审核通过，已发送给供应商确认。`,
    );
    await notifySupplierOfOrder(tx, order);
    await convertWhenOrdersReady(tx, order.id);
  } else {
    await notifyApprover(tx, order, required[level]!, level + 1, required.length);
    await notifyBuyer(
      tx,
      order,
      '订单审核进度',
      `订单 ${order.orderNo} 已通过第 ${level} 级审核，等待下一级审核。`,
    );
  }
}

async function ship(
  tx: Tx,
  order: OrderRow,
  actor: Actor,
  input: Extract<TransitionInput, { action: 'ship' }>,
) {
  const lines = await tx
    .select({
      id: orderLines.id,
      qty: orderLines.qty,
      name: orderLines.productName,
      shippedQty: sql<number>`coalesce((select sum(sl.qty) from order_shipment_lines sl where sl.order_line_id = ${outer(orderLines.id)}), 0)::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const shipment = input.lines
    .filter((l) => l.num > 0)
    .map((l) => ({ orderLineId: l.orderLineId, qty: l.num }));
  const problem = shipmentProblem(lines, shipment);
  if (problem) throw badRequest(problem);
  const full = fullyShippedAfter(lines, shipment);
  const to = nextOrderStatus(order.status as OrderStatus, 'ship', 'supplier', {
    fullyShipped: full,
  })!;
  const [created] = await tx
    .insert(orderShipments)
    .values({
      orderId: order.id,
      carrier: input.carrier,
      trackingNo: input.trackingNo,
      createdBy: actor.user?.id ?? null,
    })
    .returning({ id: orderShipments.id });
  await tx
    .insert(orderShipmentLines)
    .values(
      shipment.map((s) => ({ shipmentId: created!.id, orderLineId: s.orderLineId, qty: s.qty })),
    );
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: to, lastShippedAt: now, updatedAt: now })
    .where(eq(orders.id, order.id));
  const note = `${input.carrier} ${input.trackingNo}`;
  await writeOrderEvent(tx, {
    orderId: order.id,
    action: 'ship',
    from: order.status as OrderStatus,
    to,
    actor,
    note,
  });
  await notifyBuyer(
    tx,
    order,
    full ? '订单已发货' : '订单部分发货',
    `订单 ${order.orderNo} ${full ? '已全部发货' : '已部分发货'}：${note}。`,
  );
}

const BUYER_NEWS: Partial<
  Record<OrderAction, (o: OrderRow, note: string | null) => [string, string]>
> = {
  reject: (o, note) => ['订单审核驳回', `订单 ${o.orderNo} 审核未通过：${note}`],
  confirm: (o) => ['供应商已确认订单', `订单 ${o.orderNo} 已由供应商确认，等待发货。`],
  refuse: (o, note) => ['供应商拒绝订单', `订单 ${o.orderNo} 被供应商拒绝：${note}`],
  receive: (o) => ['订单已确认收货', `订单 ${o.orderNo} 已确认收货。`],
  complete: (o) => ['订单已完成', `订单 ${o.orderNo} 已完成。`],
};

/**
 * Moves an order along the lifecycle table in one transaction. The order row is locked first,
 * so concurrent attempts run one after another: the first moves it, a repeat by the same actor
 * answers with the order as it is, anyone else gets 409. Nothing is written on any refusal.
 */
export async function transitionOrder(
  user: SessionUser | null,
  id: number,
  input: TransitionInput,
  role?: 'system',
): Promise<OrderDetail | null> {
  const action = input.action;
  const t = ORDER_TRANSITIONS[action];
  const note = noteOf(input);
  if (t.noteRequired && !note) throw badRequest('请输入原因');
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound(ORDER_GONE);
    const status = order.status as OrderStatus;
    let actor: Actor;
    let viewer: Viewer | null = null;
    if (role === 'system') {
      actor = { user: null, role: 'system' };
    } else {
      viewer = await viewerOf(tx, user!, order);
      if (!viewer.canRead) throw notFound(ORDER_GONE);
      const acting = actingRoles(order, viewer);
      const as =
        t.by.find((r) => acting.includes(r)) ?? t.by.find((r) => viewer!.roles.includes(r));
      if (!as) {
        throw forbidden(
          action === 'approve' || action === 'reject' ? NOT_YOUR_TURN : '您不能对该订单执行此操作',
        );
      }
      if (as === 'approver' && !acting.includes('approver')) {
        if (await alreadyDone(tx, order, action, user!.id)) return orderView(tx, order, viewer);
        throw new HttpError(409, ORDER_STALE);
      }
      actor = { user, role: as };
    }
    if (!t.from.includes(status)) {
      if (role === 'system') return null;
      if (await alreadyDone(tx, order, action, user!.id)) return orderView(tx, order, viewer!);
      if (await passedThrough(tx, order.id, t.from)) throw new HttpError(409, ORDER_STALE);
      throw badRequest(ORDER_ILLEGAL(action, status));
    }

    if (input.action === 'approve') {
      await approve(tx, order, actor, note);
    } else if (input.action === 'ship') {
      await ship(tx, order, actor, input);
    } else {
      const to = nextOrderStatus(status, action, actor.role)!;
      const now = new Date();
      await tx
        .update(orders)
        .set({
          status: to,
          approvalLevel: 0,
          updatedAt: now,
          ...(action === 'receive' ? { receivedAt: now } : {}),
        })
        .where(eq(orders.id, order.id));
      if (action === 'reject') {
        await tx
          .update(orderApprovals)
          .set({ status: 'rejected', note, decidedAt: now })
          .where(
            and(
              eq(orderApprovals.orderId, order.id),
              eq(orderApprovals.level, order.approvalLevel),
            ),
          );
      }
      if (t.returnsStock) await returnStock(tx, order.id);
      await writeOrderEvent(tx, { orderId: order.id, action, from: status, to, actor, note });
      // An RFQ award's order that never reached its supplier gives its lines back to the RFQ.
      if (action === 'reject' || (action === 'cancel' && status === ORDER_STATUS.pendingApproval)) {
        const role = action === 'reject' ? 'approver' : 'buyer';
        await withdrawAward(tx, order, { id: actor.user?.id ?? null, role }, note);
      }
      const news = BUYER_NEWS[action];
      if (news && !(action === 'receive' && actor.role === 'buyer')) {
        const [title, content] = news(order, note);
        await notifyBuyer(tx, order, title, content);
      }
      if (action === 'cancel' && status === ORDER_STATUS.awaitingSupplier) {
        await notifyMembers(tx, order.supplierId, {
          side: 'supplier',
          kind: 'order',
          title: '采购方已取消订单',
          content: `订单 ${order.orderNo} 已被采购方取消${note ? `：${note}` : ''}。`,
          link: supplierLink(order.id),
        });
      }
      if (action === 'receive') {
        await notifyMembers(tx, order.supplierId, {
          side: 'supplier',
          kind: 'order',
          title: '采购方已确认收货',
          content: `订单 ${order.orderNo} 已确认收货。`,
          link: supplierLink(order.id),
        });
      }
    }
    if (role === 'system') return null;
    const [after] = await tx.select().from(orders).where(eq(orders.id, id));
    return orderView(tx, after!, await viewerOf(tx, user!, after!));
  });
}
