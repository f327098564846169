import 'server-only';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { CartLine, CartStatement } from '@/api/modules/shopping-cart';
import { cartTotals, lineProblem, priceChanged, unitPriceOf } from '@/lib/cart';
import { TOP_TYPE } from '@/lib/roles';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db, type Db } from '@/server/db';
import { carts, enterprises, products, skuAgreements, skus } from '@/server/db/schema';
import { forbidden, notFound } from '@/server/http/errors';
import { CART_BUYERS_ONLY, cartLineCount } from './cart-count';
import type { SessionUser } from './identity/session';

/** A transaction or the db itself: pricing runs in both. */
export type Executor = Pick<Db, 'select'>;

export const CART_LINE_GONE = '采购车中没有这件商品，可能已被删除';

/** The buyer enterprise of a cart caller; suppliers and users without one never reach a cart. */
export function buyerEnterpriseOf(user: SessionUser): number {
  if (user.topType !== TOP_TYPE.buyer || user.enterpriseId === null) {
    throw forbidden(CART_BUYERS_ONLY);
  }
  return user.enterpriseId;
}

export interface PricedSku {
  skuId: number;
  productId: number;
  productName: string;
  unit: string;
  picUrl: string;
  supplierId: number;
  supplierName: string;
  priceType: number;
  extraPriceJson: { priceRange?: string | null };
  salesAttributes: { key: string; value: string }[];
  stock: number;
  onSale: boolean;
  agreement: boolean;
  /** What the buyer pays now, fen; null is 询价. */
  unitPrice: number | null;
}

/**
 * Current catalogue facts and the buyer's price for each SKU, straight from the catalogue
 * (never from the cart): on-shelf state, stock, agreement price in force, the spec §4 rule.
 */
export async function priceSkus(
  ex: Executor,
  buyerEnterpriseId: number,
  skuIds: readonly number[],
): Promise<Map<number, PricedSku>> {
  if (skuIds.length === 0) return new Map();
  const now = new Date();
  const [rows, agreements] = await Promise.all([
    ex
      .select({
        sku: skus,
        productName: products.name,
        unit: products.unit,
        picUrl: products.mainImage,
        productStatus: products.status,
        supplierId: products.supplierId,
        supplierName: enterprises.name,
      })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(enterprises, eq(enterprises.id, products.supplierId))
      .where(inArray(skus.id, [...skuIds])),
    ex
      .select({ skuId: skuAgreements.skuId, price: skuAgreements.price })
      .from(skuAgreements)
      .where(
        and(
          inArray(skuAgreements.skuId, [...skuIds]),
          eq(skuAgreements.buyerEnterpriseId, buyerEnterpriseId),
          lte(skuAgreements.startAt, now),
          gte(skuAgreements.endAt, now),
        ),
      ),
  ]);
  const agreed = new Map(agreements.map((a) => [a.skuId, a.price]));
  return new Map(
    rows.map((r) => {
      const agreement = agreed.get(r.sku.id);
      return [
        r.sku.id,
        {
          skuId: r.sku.id,
          productId: r.sku.productId,
          productName: r.productName,
          unit: r.unit,
          picUrl: r.picUrl,
          supplierId: r.supplierId,
          supplierName: r.supplierName,
          priceType: r.sku.priceType,
          extraPriceJson: r.sku.extraPriceJson,
          salesAttributes: r.sku.salesAttributes,
          stock: r.sku.stock,
          onSale: r.productStatus === 1 && r.sku.status === 1,
          agreement: agreement !== undefined && agreement > 0,
          unitPrice: unitPriceOf(r.sku, agreement),
        },
      ];
    }),
  );
}

export const skuDescOf = (attrs: readonly { key: string; value: string }[]) =>
  attrs.map((a) => `${a.key}:${a.value}`).join(' ');

type CartRow = typeof carts.$inferSelect;

function toCartLine(row: CartRow, sku: PricedSku | undefined): CartLine {
  const unitPrice = sku?.unitPrice ?? null;
  const stock = sku?.stock ?? 0;
  return {
    id: row.id,
    itemId: row.productId,
    skuId: row.skuId,
    num: row.qty,
    price: unitPrice,
    priceType: sku?.priceType ?? 0,
    itemName: sku?.productName ?? '',
    skuName: sku ? skuDescOf(sku.salesAttributes) : '',
    picUrl: sku?.picUrl,
    tenantId: sku?.supplierId ?? 0,
    tenantName: sku?.supplierName ?? '',
    checked: row.checked,
    unit: sku?.unit ?? '',
    extraPriceJson: sku?.extraPriceJson ?? null,
    salesAttributes: sku?.salesAttributes ?? [],
    stock,
    agreement: sku?.agreement ?? false,
    addedPrice: row.addedPrice,
    priceChanged: priceChanged(row.addedPrice, unitPrice),
    problem: lineProblem({ onSale: sku?.onSale ?? false, unitPrice, stock, qty: row.qty }),
  };
}

async function cartRows(ex: Executor, user: SessionUser, ids?: readonly number[]) {
  const enterpriseId = buyerEnterpriseOf(user);
  const rows = await ex
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.userId, user.id),
        eq(carts.enterpriseId, enterpriseId),
        ids ? inArray(carts.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(carts.updatedAt), asc(carts.id));
  const priced = await priceSkus(
    ex,
    enterpriseId,
    rows.map((r) => r.skuId),
  );
  return rows.map((r) => toCartLine(r, priced.get(r.skuId)));
}

/** GET shopping-cart/carts: every line of the buyer's cart, priced against the catalogue now. */
export function listCart(user: SessionUser): Promise<CartLine[]> {
  return cartRows(db, user);
}

export const statementInput = z.object({
  ids: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
    z.array(idField()).max(200, '一次最多结算 200 个商品'),
  ),
});

/**
 * GET shopping-cart/carts/statement: the chosen lines (none chosen: every line) with the total
 * of those that can be ordered.
 */
export async function cartStatement(user: SessionUser, ids: number[]): Promise<CartStatement> {
  const lines = await cartRows(db, user, ids.length ? ids : undefined);
  const totals = cartTotals(
    lines.map((l) => ({ id: l.id, qty: l.num, unitPrice: l.price, problem: l.problem })),
    new Set(lines.map((l) => l.id)),
  );
  return { ...totals, lines };
}

/** DELETE cart/{id}: only the caller's own line; returns the new cart count. */
export async function deleteCartLine(user: SessionUser, id: number): Promise<number> {
  const enterpriseId = buyerEnterpriseOf(user);
  const removed = await db
    .delete(carts)
    .where(and(eq(carts.id, id), eq(carts.userId, user.id), eq(carts.enterpriseId, enterpriseId)))
    .returning({ id: carts.id });
  if (removed.length === 0) throw notFound(CART_LINE_GONE);
  return cartLineCount(user);
}
