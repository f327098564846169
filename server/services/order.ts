import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { OrderDetail, OrderSummary, PlacedOrders } from '@/api/modules/order';
import type { Page } from '@/api/types';
import { LINE_PROBLEM_TEXT, lineProblem, type OrderDraftInput } from '@/lib/cart';
import { orderStatusText } from '@/lib/order-lifecycle';
import { formatFen } from '@/lib/format';
import { TOP_TYPE } from '@/lib/roles';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  carts,
  enterprises,
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
import type { SessionUser } from './identity/session';
import { offsetOf, pageQuery, param } from './paging';

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
export const ORDER_GONE = '订单不存在';
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

// Order numbers: DD + the China date + a sequence value, so they never collide.
const orderNoSql = sql<string>`'DD' || to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || lpad(nextval(pg_get_serial_sequence('orders', 'id'))::text, 8, '0')`;

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
    return await db.transaction(async (tx) => {
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
      if (replay) return replay;
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
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo: orderNoSql,
            userId: user.id,
            buyerEnterpriseId: enterpriseId,
            supplierId,
            projectId: draft.projectId ?? null,
            status: 1,
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
          .returning({ id: orders.id });
        if (!order) throw new AlreadyPlaced();
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
      return (await placedFor(tx, user.id, draft.idempotencyKey))!;
    });
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const placed = await placedFor(db, user.id, draft.idempotencyKey);
    if (!placed) throw error;
    return placed;
  }
}

// ---------------------------------------------------------------- the buyer's orders

export const orderListInput = pageQuery(10).extend({
  status: param(z.coerce.number().int().min(0).max(4).optional()),
  orderNo: param(z.string().trim().max(32).optional()),
});
export type OrderListQuery = z.output<typeof orderListInput>;

function ownOrders(user: SessionUser, query: { status?: number; orderNo?: string } = {}) {
  const enterpriseId = buyerEnterpriseOf(user);
  return and(
    eq(orders.userId, user.id),
    eq(orders.buyerEnterpriseId, enterpriseId),
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.orderNo ? eq(orders.orderNo, query.orderNo) : undefined,
  );
}

const summaryColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  supplierId: orders.supplierId,
  supplierName: enterprises.name,
  projectName: projects.projectName,
  goodsAmount: orders.goodsAmount,
  freightAmount: orders.freightAmount,
  totalAmount: orders.totalAmount,
  createdAt: orders.createdAt,
  lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
};

type SummaryRow = Omit<OrderSummary, 'statusText' | 'createdAt'> & { createdAt: Date };

const toSummary = (r: SummaryRow): OrderSummary => ({
  ...r,
  statusText: orderStatusText(r.status),
  createdAt: r.createdAt.toISOString(),
});

/** GET developer/orders: the buyer's own orders in this enterprise identity, newest first. */
export async function listOrders(
  user: SessionUser,
  query: OrderListQuery,
): Promise<Page<OrderSummary>> {
  const where = ownOrders(user, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(enterprises, eq(enterprises.id, orders.supplierId))
      .leftJoin(projects, eq(projects.id, orders.projectId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    records: rows.map(toSummary),
    total: total?.n ?? 0,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** GET developer/order/{id}: one of the buyer's own orders with its lines; 404 for others'. */
export async function orderDetail(user: SessionUser, id: number): Promise<OrderDetail> {
  const auditor = sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${orders.auditorId})`;
  const [row] = await db
    .select({
      ...summaryColumns,
      address: orders.address,
      remark: orders.remark,
      auditorName: auditor,
    })
    .from(orders)
    .innerJoin(enterprises, eq(enterprises.id, orders.supplierId))
    .leftJoin(projects, eq(projects.id, orders.projectId))
    .where(and(eq(orders.id, id), ownOrders(user)))
    .limit(1);
  if (!row) throw notFound(ORDER_GONE);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  const { address, remark, auditorName, ...summary } = row;
  return {
    ...toSummary(summary),
    address,
    remark,
    auditorName,
    lines: lines.map((l) => ({
      id: l.id,
      itemId: l.productId,
      skuId: l.skuId,
      itemName: l.productName,
      skuName: l.skuDesc,
      picUrl: l.imageUrl,
      unit: l.unit,
      price: l.unitPrice,
      num: l.qty,
      amount: l.amount,
    })),
  };
}

export const orderExportInput = z.object({
  ids: z
    .array(z.number().int().positive())
    .max(MAX_EXPORT_ORDERS, `一次最多导出 ${MAX_EXPORT_ORDERS} 个订单`)
    .optional(),
  status: z.number().int().min(0).max(4).optional(),
});

const EXPORT_COLUMNS = [
  { header: '订单编号', key: 'orderNo', width: 22 },
  { header: '下单时间', key: 'createdAt', width: 20 },
  { header: '订单状态', key: 'status', width: 10 },
  { header: '供应商', key: 'supplier', width: 28 },
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
 * POST developer/orders/export: the buyer's orders (the chosen ones, or all of a status) as
 * an xlsx with one row per order line.
 */
export async function exportOrders(
  user: SessionUser,
  input: z.output<typeof orderExportInput>,
): Promise<Buffer> {
  const where = and(
    ownOrders(user, { status: input.status }),
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
          project: projects.projectName,
          address: orders.address,
          line: orderLines,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
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
