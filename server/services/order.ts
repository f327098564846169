import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { OrderSummary, OrderTabCounts, PlacedOrders } from '@/api/modules/order';
import type { Page } from '@/api/types';
import { LINE_PROBLEM_TEXT, lineProblem, type OrderDraftInput } from '@/lib/cart';
import { formatFen } from '@/lib/format';
import {
  nextOrderStatus,
  ORDER_STATUS,
  ORDER_TABS,
  orderStatusText,
  orderTabStatuses,
  TRADED_ORDER_STATUSES,
  type OrderStatus,
  type OrderTabKey,
} from '@/lib/order-lifecycle';
import { isCalendarDay, shanghaiDayStart } from '@/lib/dates';
import { formatOrderNo } from '@/lib/order-no';
import { TOP_TYPE } from '@/lib/roles';
import { idNumber } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { outer } from '@/server/db/sql';
import {
  carts,
  enterprises,
  orderApprovals,
  orderLines,
  orders,
  projects,
  receiveAddresses,
  skus,
  userEnterprises,
  users,
} from '@/server/db/schema';
import { badRequest, forbidden, HttpError, notFound } from '@/server/http/errors';
import { ADDRESS_GONE, assertAuditor, ownProject } from './checkout';
import { buyerEnterpriseOf, priceSkus, skuDescOf, type Executor } from './cart';
import { addToCart } from './cart-add';
import type { Tx } from './certification';
import type { SessionUser } from './identity/session';
import { approvalPlanFor, assertSpendingAllowed } from './order-approval';
import {
  notifyApprover,
  notifySupplierOfOrder,
  ORDER_GONE,
  reachedSupplierSql,
  writeOrderEvent,
} from './order-lifecycle';
import { metrics } from '@/server/observability/metrics';
import { containsPattern, offsetOf, PAGE_LABELS, pageQuery, param, toPage } from './paging';

export const ORDER_LABELS = {
  idempotencyKey: '订单提交标识',
  items: '下单商品',
  receiveAddressId: '收货地址',
  projectId: '项目',
  auditorId: '审核人',
  remark: '备注',
};
export const CART_CHANGED = '部分商品已不在采购车中，请返回采购车刷新后重新提交';
export const BUYER_NOT_APPROVED = '当前采购商企业未通过认证，暂不能下单';
export const SUPPLIERS_ONLY = '当前身份不是供应商';
export const MAX_EXPORT_ORDERS = 500;

/** The key was already used by a committed checkout: answer with what that checkout made. */
class AlreadyPlaced extends Error {}

const priceChangedMessage = (name: string, was: number, now: number) =>
  `商品「${name}」价格已由 ¥${formatFen(was)} 变为 ¥${formatFen(now)}，请返回采购车确认最新价格后重新提交`;

async function placedFor(ex: Executor, userId: number, key: string): Promise<PlacedOrders | null> {
  const rows = await ex
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      totalAmount: orders.totalAmount,
      supplierName: enterprises.name,
    })
    .from(orders)
    .innerJoin(enterprises, eq(enterprises.id, orders.supplierId))
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .orderBy(asc(orders.supplierId));
  return rows.length ? { orders: rows } : null;
}

/** The user is still a member of a buyer enterprise that is approved, and it is still in use. */
async function assertBuyerIdentity(ex: Executor, user: SessionUser, enterpriseId: number) {
  const [row] = await ex
    .select({
      active: users.activeEnterpriseId,
      type: enterprises.type,
      status: enterprises.status,
    })
    .from(users)
    .innerJoin(
      userEnterprises,
      and(eq(userEnterprises.userId, users.id), eq(userEnterprises.enterpriseId, enterpriseId)),
    )
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row || row.active !== enterpriseId || row.type !== TOP_TYPE.buyer) {
    throw forbidden('当前身份不是采购商，请切换到采购商身份后下单');
  }
  if (row.status !== 1) throw forbidden(BUYER_NOT_APPROVED);
}

/** The supplier enterprise of a supplier-centre caller. */
export function supplierEnterpriseOf(user: SessionUser): number {
  if (user.topType !== TOP_TYPE.supplier || user.enterpriseId === null) {
    throw forbidden(SUPPLIERS_ONLY);
  }
  return user.enterpriseId;
}

/** Tells whoever must act next about the orders a checkout just made. */
export async function announcePlaced(tx: Tx, userId: number, key: string) {
  const placed = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  for (const order of placed) {
    if (order.status === ORDER_STATUS.awaitingSupplier) {
      await notifySupplierOfOrder(tx, order);
      continue;
    }
    const chain = await tx
      .select({ approverId: orderApprovals.approverId })
      .from(orderApprovals)
      .where(eq(orderApprovals.orderId, order.id))
      .orderBy(asc(orderApprovals.level));
    if (chain[0]) await notifyApprover(tx, order, chain[0].approverId, 1, chain.length);
  }
}

/** The next order id, taken before the insert so the order number can carry it. */
export async function nextOrderId(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int` })
    .from(sql`(select 1) as one`);
  return row!.id;
}

/**
 * POST developer/order. One transaction: the cart lines are locked, the buyer, stock and
 * prices are checked against the catalogue as they are now, one order per supplier is written
 * with its lines, stock is taken and the ordered lines leave the cart. The idempotency key
 * makes repeats (double click, retry, second tab) return the orders of the first.
 */
export async function placeOrder(user: SessionUser, draft: OrderDraftInput): Promise<PlacedOrders> {
  const enterpriseId = buyerEnterpriseOf(user);
  const earlier = await placedFor(db, user.id, draft.idempotencyKey);
  if (earlier) return earlier;

  const [address] = await db
    .select()
    .from(receiveAddresses)
    .where(
      and(
        eq(receiveAddresses.id, draft.receiveAddressId),
        eq(receiveAddresses.userId, user.id),
        eq(receiveAddresses.enterpriseId, enterpriseId),
      ),
    )
    .limit(1);
  if (!address) throw badRequest(ADDRESS_GONE);
  if (draft.projectId !== undefined) await ownProject(user, draft.projectId);
  if (draft.auditorId !== undefined) await assertAuditor(user, draft.auditorId);

  const cartIds = [...new Set(draft.items.map((i) => i.cartId))];
  if (cartIds.length !== draft.items.length) throw badRequest('下单商品重复');
  const seenPrice = new Map(draft.items.map((i) => [i.cartId, i.price]));

  try {
    const { placed, created } = await db.transaction(async (tx) => {
      await assertBuyerIdentity(tx, user, enterpriseId);
      // Locking the lines serialises concurrent submits of the same checkout.
      const lines = await tx
        .select()
        .from(carts)
        .where(
          and(
            eq(carts.userId, user.id),
            eq(carts.enterpriseId, enterpriseId),
            inArray(carts.id, cartIds),
          ),
        )
        .orderBy(asc(carts.id))
        .for('update');
      const replay = await placedFor(tx, user.id, draft.idempotencyKey);
      if (replay) return { placed: replay, created: false };
      if (lines.length !== cartIds.length) throw new HttpError(409, CART_CHANGED);

      const skuIds = lines.map((l) => l.skuId);
      await tx
        .select({ id: skus.id })
        .from(skus)
        .where(inArray(skus.id, skuIds))
        .orderBy(asc(skus.id))
        .for('update');
      const priced = await priceSkus(tx, enterpriseId, skuIds);

      const bySupplier = new Map<number, { line: (typeof lines)[number]; price: number }[]>();
      for (const line of lines) {
        const sku = priced.get(line.skuId);
        const unitPrice = sku?.unitPrice ?? null;
        const problem = lineProblem({
          onSale: sku?.onSale ?? false,
          unitPrice,
          stock: sku?.stock ?? 0,
          qty: line.qty,
        });
        const name = sku?.productName ?? '商品';
        if (problem) throw new HttpError(409, `商品「${name}」${LINE_PROBLEM_TEXT[problem]}`);
        const seen = seenPrice.get(line.id)!;
        if (unitPrice !== seen) {
          throw new HttpError(409, priceChangedMessage(name, seen, unitPrice!));
        }
        const group = bySupplier.get(sku!.supplierId) ?? [];
        group.push({ line, price: unitPrice! });
        bySupplier.set(sku!.supplierId, group);
      }

      const checkoutTotal = [...bySupplier.values()]
        .flat()
        .reduce((sum, g) => sum + g.price * g.line.qty, 0);
      await assertSpendingAllowed(tx, {
        userId: user.id,
        enterpriseId,
        projectId: draft.projectId ?? null,
        amount: checkoutTotal,
      });
      const addressSnapshot = {
        receiverName: address.receiverName,
        phone: address.phone,
        province: address.province,
        city: address.city,
        address: address.address,
      };
      // Suppliers in a fixed order, so two racing submits wait on the same first row.
      for (const supplierId of [...bySupplier.keys()].sort((a, b) => a - b)) {
        const group = bySupplier.get(supplierId)!;
        const goods = group.reduce((sum, g) => sum + g.price * g.line.qty, 0);
        const plan = await approvalPlanFor(tx, enterpriseId, goods, draft.auditorId);
        if (!plan.ok) throw badRequest(plan.message);
        const status = nextOrderStatus(null, 'submit', 'buyer', {
          lastApprovalLevel: plan.approverIds.length === 0,
        })!;
        const id = await nextOrderId(tx);
        const [order] = await tx
          .insert(orders)
          .values({
            id,
            orderNo: formatOrderNo(new Date(), id),
            userId: user.id,
            buyerEnterpriseId: enterpriseId,
            supplierId,
            projectId: draft.projectId ?? null,
            status,
            approvalLevel: plan.approverIds.length ? 1 : 0,
            goodsAmount: goods,
            freightAmount: 0,
            totalAmount: goods,
            address: addressSnapshot,
            remark: draft.remark || null,
            auditorId: draft.auditorId ?? null,
            idempotencyKey: draft.idempotencyKey,
          })
          .onConflictDoNothing({
            target: [orders.userId, orders.idempotencyKey, orders.supplierId],
          })
          .returning();
        if (!order) throw new AlreadyPlaced();
        if (plan.approverIds.length) {
          await tx.insert(orderApprovals).values(
            plan.approverIds.map((approverId, i) => ({
              orderId: order.id,
              level: i + 1,
              approverId,
            })),
          );
        }
        await writeOrderEvent(tx, {
          orderId: order.id,
          action: 'submit',
          from: null,
          to: status,
          actor: { user, role: 'buyer' },
          note: plan.approverIds.length ? null : '金额在免审范围内，无需审核',
        });
        await tx.insert(orderLines).values(
          group.map(({ line, price }) => {
            const sku = priced.get(line.skuId)!;
            return {
              orderId: order.id,
              productId: line.productId,
              skuId: line.skuId,
              productName: sku.productName,
              skuDesc: skuDescOf(sku.salesAttributes),
              imageUrl: sku.picUrl,
              unit: sku.unit,
              priceType: sku.priceType,
              unitPrice: price,
              qty: line.qty,
              amount: price * line.qty,
            };
          }),
        );
        for (const { line } of group) {
          await tx
            .update(skus)
            .set({ stock: sql`${skus.stock} - ${line.qty}` })
            .where(eq(skus.id, line.skuId));
        }
      }
      await tx.delete(carts).where(inArray(carts.id, cartIds));
      await announcePlaced(tx, user.id, draft.idempotencyKey);
      return { placed: (await placedFor(tx, user.id, draft.idempotencyKey))!, created: true };
    });
    // Counted once the transaction has committed, and only by the submit that made the orders.
    if (created) metrics.ordersPlaced.inc(placed.orders.length);
    return placed;
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const placed = await placedFor(db, user.id, draft.idempotencyKey);
    if (!placed) throw error;
    return placed;
  }
}

// ---------------------------------------------------------------- the order lists

const dateParam = param(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .refine(isCalendarDay, '不是有效日期')
    .optional(),
);

export const orderListInput = pageQuery(10).extend({
  tab: param(z.enum(ORDER_TABS.map((t) => t.key) as [OrderTabKey, ...OrderTabKey[]]).optional()),
  keyword: param(z.string().trim().max(64, '关键词最多 64 个字').optional()),
  dateFrom: dateParam,
  dateTo: dateParam,
});
export type OrderListInput = z.output<typeof orderListInput>;
export const orderCountsInput = orderListInput.omit({ tab: true, pageNo: true, pageSize: true });
export const ORDER_LIST_LABELS = {
  ...PAGE_LABELS,
  tab: '订单状态',
  keyword: '关键词',
  dateFrom: '开始日期',
  dateTo: '结束日期',
};

type Side = 'buyer' | 'supplier';

/** The orders one side sees: the buyer its own, the supplier those that reached it. */
function sideScope(user: SessionUser, side: Side): SQL {
  if (side === 'buyer') {
    const enterpriseId = buyerEnterpriseOf(user);
    return and(eq(orders.userId, user.id), eq(orders.buyerEnterpriseId, enterpriseId))!;
  }
  return and(eq(orders.supplierId, supplierEnterpriseOf(user)), reachedSupplierSql)!;
}

const buyerCompany = alias(enterprises, 'buyer_company');

function listFilters(
  user: SessionUser,
  side: Side,
  query: Omit<OrderListInput, 'pageNo' | 'pageSize' | 'tab'>,
) {
  const keyword = query.keyword ? containsPattern(query.keyword) : null;
  return and(
    sideScope(user, side),
    keyword
      ? or(
          ilike(orders.orderNo, keyword),
          ilike(projects.projectName, keyword),
          ilike(side === 'buyer' ? enterprises.name : buyerCompany.name, keyword),
        )
      : undefined,
    query.dateFrom ? gte(orders.createdAt, shanghaiDayStart(query.dateFrom)) : undefined,
    query.dateTo
      ? lt(orders.createdAt, new Date(shanghaiDayStart(query.dateTo).getTime() + 86_400_000))
      : undefined,
  );
}

const summaryColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  supplierId: orders.supplierId,
  supplierName: enterprises.name,
  buyerEnterpriseName: buyerCompany.name,
  buyerName: users.name,
  projectId: orders.projectId,
  projectName: projects.projectName,
  goodsAmount: orders.goodsAmount,
  freightAmount: orders.freightAmount,
  totalAmount: orders.totalAmount,
  createdAt: orders.createdAt,
  lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${outer(orders.id)})`,
};

const toSummary = (r: { status: string; createdAt: Date; [k: string]: unknown }): OrderSummary =>
  ({
    ...r,
    status: r.status as OrderStatus,
    statusText: orderStatusText(r.status),
    createdAt: r.createdAt.toISOString(),
  }) as OrderSummary;

function summaryQuery() {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(enterprises, eq(enterprises.id, orders.supplierId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, orders.buyerEnterpriseId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(projects, eq(projects.id, orders.projectId));
}

/** GET developer/orders and supplier/orders: one side's orders, newest first. */
export async function listOrders(
  user: SessionUser,
  side: Side,
  query: OrderListInput,
): Promise<Page<OrderSummary>> {
  const statuses = query.tab ? orderTabStatuses(query.tab) : [];
  const where = and(
    listFilters(user, side, query),
    statuses.length ? inArray(orders.status, [...statuses]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    summaryQuery()
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(enterprises, eq(enterprises.id, orders.supplierId))
      .innerJoin(buyerCompany, eq(buyerCompany.id, orders.buyerEnterpriseId))
      .leftJoin(projects, eq(projects.id, orders.projectId))
      .where(where),
  ]);
  return toPage(rows.map(toSummary), total?.n ?? 0, query);
}

/** GET developer/orders/counts and supplier/orders/counts: how many orders each tab holds. */
export async function orderCounts(
  user: SessionUser,
  side: Side,
  query: z.output<typeof orderCountsInput>,
): Promise<OrderTabCounts> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .innerJoin(enterprises, eq(enterprises.id, orders.supplierId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, orders.buyerEnterpriseId))
    .leftJoin(projects, eq(projects.id, orders.projectId))
    .where(listFilters(user, side, query))
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_TABS.map((t) => [t.key, 0])) as OrderTabCounts;
  for (const row of rows) {
    counts.all += row.n;
    for (const tab of ORDER_TABS) {
      if ((tab.statuses as readonly string[]).includes(row.status)) counts[tab.key] += row.n;
    }
  }
  return counts;
}

export const orderExportInput = z.object({
  ids: z
    .array(idNumber())
    .max(MAX_EXPORT_ORDERS, `一次最多导出 ${MAX_EXPORT_ORDERS} 个订单`)
    .optional(),
  tab: z.enum(ORDER_TABS.map((t) => t.key) as [OrderTabKey, ...OrderTabKey[]]).optional(),
});

const EXPORT_COLUMNS = [
  { header: '订单编号', key: 'orderNo', width: 22 },
  { header: '下单时间', key: 'createdAt', width: 20 },
  { header: '订单状态', key: 'status', width: 10 },
  { header: '供应商', key: 'supplier', width: 28 },
  { header: '采购单位', key: 'buyer', width: 28 },
  { header: '项目', key: 'project', width: 22 },
  { header: '商品名称', key: 'product', width: 36 },
  { header: '规格', key: 'sku', width: 24 },
  { header: '单位', key: 'unit', width: 8 },
  { header: '单价（元）', key: 'price', width: 14 },
  { header: '数量', key: 'qty', width: 10 },
  { header: '金额（元）', key: 'amount', width: 16 },
  { header: '收货人', key: 'receiver', width: 10 },
  { header: '联系电话', key: 'phone', width: 14 },
  { header: '收货地址', key: 'address', width: 40 },
];

const chinaTime = (d: Date) =>
  new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * POST developer/orders/export and supplier/orders/export: one side's orders (the chosen ones,
 * or all of a tab) as an xlsx with one row per order line.
 */
export async function exportOrders(
  user: SessionUser,
  side: Side,
  input: z.output<typeof orderExportInput>,
): Promise<Buffer> {
  const statuses = input.tab ? orderTabStatuses(input.tab) : [];
  const where = and(
    sideScope(user, side),
    statuses.length ? inArray(orders.status, [...statuses]) : undefined,
    input.ids?.length ? inArray(orders.id, input.ids) : undefined,
  );
  const picked = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_EXPORT_ORDERS);
  const ids = picked.map((p) => p.id);
  const rows = ids.length
    ? await db
        .select({
          orderNo: orders.orderNo,
          createdAt: orders.createdAt,
          status: orders.status,
          supplier: enterprises.name,
          buyer: buyerCompany.name,
          project: projects.projectName,
          address: orders.address,
          line: orderLines,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(buyerCompany, eq(buyerCompany.id, orders.buyerEnterpriseId))
        .innerJoin(enterprises, eq(enterprises.id, orders.supplierId))
        .leftJoin(projects, eq(projects.id, orders.projectId))
        .where(inArray(orders.id, ids))
        .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id))
    : [];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('采购订单');
  sheet.columns = EXPORT_COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      orderNo: r.orderNo,
      createdAt: chinaTime(r.createdAt),
      status: orderStatusText(r.status),
      supplier: r.supplier,
      buyer: r.buyer,
      project: r.project ?? '',
      product: r.line.productName,
      sku: r.line.skuDesc,
      unit: r.line.unit,
      price: r.line.unitPrice / 100,
      qty: r.line.qty,
      amount: r.line.amount / 100,
      receiver: r.address.receiverName,
      phone: r.address.phone,
      address: `${r.address.province}${r.address.city}${r.address.address}`,
    });
  }
  for (const key of ['price', 'amount']) sheet.getColumn(key).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const EXPORT_LABELS = { ids: '订单', tab: '订单状态' };
const EXPORT_FILE: Record<Side, string> = { buyer: '采购订单.xlsx', supplier: '销售订单.xlsx' };

/** The export as a download. */
export async function xlsxResponse(
  user: SessionUser,
  side: Side,
  input: z.output<typeof orderExportInput>,
): Promise<Response> {
  return new Response(new Uint8Array(await exportOrders(user, side, input)), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(EXPORT_FILE[side])}`,
      'cache-control': 'no-store',
    },
  });
}

/**
 * POST order/{id}/rebuy (再次购买): the order's lines go back into the cart at today's prices;
 * the answer says what changed (price, withdrawn, stock).
 */
export async function rebuyOrder(
  user: SessionUser,
  id: number,
): Promise<{ added: number; changes: string[] }> {
  const enterpriseId = buyerEnterpriseOf(user);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), sideScope(user, 'buyer')));
  if (!order) throw notFound(ORDER_GONE);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  const priced = await priceSkus(
    db,
    enterpriseId,
    lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId])),
  );
  const changes: string[] = [];
  let added = 0;
  for (const line of lines) {
    const name = `「${line.productName}」`;
    if (line.skuId === null) {
      changes.push(`${name}是询比价成交的商品，请重新发起询比价`);
      continue;
    }
    const sku = priced.get(line.skuId);
    if (!sku || !sku.onSale) {
      changes.push(`${name}已下架，未加入采购车`);
      continue;
    }
    if (sku.unitPrice === null) {
      changes.push(`${name}现需询价，未加入采购车`);
      continue;
    }
    if (sku.stock < line.qty) {
      changes.push(`${name}库存仅剩 ${sku.stock}${line.unit}，未加入采购车`);
      continue;
    }
    await addToCart(user, { skuId: line.skuId, quantity: line.qty });
    added += 1;
    if (sku.unitPrice !== line.unitPrice) {
      changes.push(
        `${name}价格已由 ¥${formatFen(line.unitPrice)} 变为 ¥${formatFen(sku.unitPrice)}`,
      );
    }
  }
  return { added, changes };
}

/** The platform's 累计交易额 in fen: every order a supplier has taken on. */
export async function totalOrderAmount(): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${orders.totalAmount})` })
    .from(orders)
    .where(inArray(orders.status, [...TRADED_ORDER_STATUSES]));
  return Number(row?.total ?? 0);
}
