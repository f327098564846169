import 'server-only';
import { sql } from 'drizzle-orm';
import { MAX_CART_QUANTITY, quantitySchema } from '@/lib/cart';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { carts } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { buyerEnterpriseOf, priceSkus } from '@/server/services/cart';
import { cartLineCount } from '@/server/services/cart-count';
import type { SessionUser } from '@/server/services/identity/session';
import { PRODUCT_GONE } from '@/server/services/product-detail';

export { MAX_CART_QUANTITY, QUANTITY_MESSAGE } from '@/lib/cart';
export const INQUIRY_NOT_BUYABLE = '询价商品请联系供应商报价';

export const cartQuantityInput = z.object({
  skuId: idField(),
  quantity: quantitySchema,
});
export type CartQuantityInput = z.output<typeof cartQuantityInput>;
export const CART_LABELS = { skuId: '商品规格', quantity: '采购数量' };

/** The SKU with the buyer's current price; withdrawn and 询价 SKUs never enter a cart. */
async function buyableSku(enterpriseId: number, skuId: number) {
  const sku = (await priceSkus(db, enterpriseId, [skuId])).get(skuId);
  if (!sku || !sku.onSale) throw notFound(PRODUCT_GONE);
  if (sku.unitPrice === null) throw badRequest(INQUIRY_NOT_BUYABLE);
  return sku;
}

/** Adds a SKU to the buyer's cart, merging into an existing line; returns the new cart count. */
export async function addToCart(user: SessionUser, input: CartQuantityInput): Promise<number> {
  const enterpriseId = buyerEnterpriseOf(user);
  const sku = await buyableSku(enterpriseId, input.skuId);
  await db
    .insert(carts)
    .values({
      userId: user.id,
      enterpriseId,
      productId: sku.productId,
      skuId: sku.skuId,
      qty: input.quantity,
      addedPrice: sku.unitPrice,
    })
    .onConflictDoUpdate({
      target: [carts.userId, carts.enterpriseId, carts.skuId],
      set: {
        qty: sql`least(${carts.qty} + excluded.qty, ${MAX_CART_QUANTITY})`,
        addedPrice: sku.unitPrice,
        updatedAt: sql`now()`,
      },
    });
  return cartLineCount(user);
}

/**
 * Sets the quantity of a SKU in the buyer's cart (adding the line if missing); the buyer has
 * now seen the current price, so it becomes the line's price. Returns the count.
 */
export async function setCartQuantity(
  user: SessionUser,
  input: CartQuantityInput,
): Promise<number> {
  const enterpriseId = buyerEnterpriseOf(user);
  const sku = await buyableSku(enterpriseId, input.skuId);
  await db
    .insert(carts)
    .values({
      userId: user.id,
      enterpriseId,
      productId: sku.productId,
      skuId: sku.skuId,
      qty: input.quantity,
      addedPrice: sku.unitPrice,
    })
    .onConflictDoUpdate({
      target: [carts.userId, carts.enterpriseId, carts.skuId],
      set: { qty: input.quantity, addedPrice: sku.unitPrice, updatedAt: sql`now()` },
    });
  return cartLineCount(user);
}
