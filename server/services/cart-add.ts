import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { isInquirySku } from '@/lib/sku-selection';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { carts, products, skus } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import { CART_BUYERS_ONLY, cartLineCount } from '@/server/services/cart-count';
import type { SessionUser } from '@/server/services/identity/session';
import { PRODUCT_GONE } from '@/server/services/product-detail';

export const MAX_CART_QUANTITY = 99999;
export const INQUIRY_NOT_BUYABLE = '询价商品请联系供应商报价';
export const QUANTITY_MESSAGE = `采购数量须为 1 到 ${MAX_CART_QUANTITY} 之间的整数`;

export const cartQuantityInput = z.object({
  skuId: z.coerce.number().int().positive(),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_CART_QUANTITY, QUANTITY_MESSAGE),
});
export type CartQuantityInput = z.output<typeof cartQuantityInput>;
export const CART_LABELS = { skuId: '商品规格', quantity: '采购数量' };

async function buyableSku(skuId: number) {
  const [row] = await db
    .select({ sku: skus, productStatus: products.status })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId))
    .limit(1);
  if (!row || row.productStatus !== 1 || row.sku.status !== 1) throw notFound(PRODUCT_GONE);
  if (!row.sku.price || isInquirySku({ ...row.sku, salesAttributes: [] })) {
    throw badRequest(INQUIRY_NOT_BUYABLE);
  }
  return row.sku;
}

function buyerEnterprise(user: SessionUser): number {
  if (user.enterpriseId === null) throw forbidden(CART_BUYERS_ONLY);
  return user.enterpriseId;
}

/** Adds a SKU to the buyer's cart, merging into an existing line; returns the new cart count. */
export async function addToCart(user: SessionUser, input: CartQuantityInput): Promise<number> {
  const enterpriseId = buyerEnterprise(user);
  const sku = await buyableSku(input.skuId);
  await db
    .insert(carts)
    .values({
      userId: user.id,
      enterpriseId,
      productId: sku.productId,
      skuId: sku.id,
      qty: input.quantity,
    })
    .onConflictDoUpdate({
      target: [carts.userId, carts.enterpriseId, carts.skuId],
      set: {
        qty: sql`least(${carts.qty} + excluded.qty, ${MAX_CART_QUANTITY})`,
        updatedAt: sql`now()`,
      },
    });
  return cartLineCount(user);
}

/** Sets the quantity of a SKU in the buyer's cart (adding the line if missing); returns the count. */
export async function setCartQuantity(
  user: SessionUser,
  input: CartQuantityInput,
): Promise<number> {
  const enterpriseId = buyerEnterprise(user);
  const sku = await buyableSku(input.skuId);
  await db
    .insert(carts)
    .values({
      userId: user.id,
      enterpriseId,
      productId: sku.productId,
      skuId: sku.id,
      qty: input.quantity,
    })
    .onConflictDoUpdate({
      target: [carts.userId, carts.enterpriseId, carts.skuId],
      set: { qty: input.quantity, updatedAt: sql`now()` },
    });
  return cartLineCount(user);
}
