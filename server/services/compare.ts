import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { ComparedItem } from '@/api/types';
import { COMPARE_NONE, COMPARE_TOO_MANY, MAX_COMPARE } from '@/lib/compare';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { brands, enterprises, products } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { skusByProduct } from './catalog-search';

const ON_SHELF = 1;

// Limits are checked in the service so the answer carries the spec's exact messages.
export const comparisonInput = z.object({
  itemIds: z.array(idField()).optional(),
});

/**
 * item/comparison: the requested products side by side, in the order asked; unknown and
 * off-shelf ids are dropped.
 */
export async function compareItems(
  itemIds: readonly number[] | undefined,
): Promise<ComparedItem[]> {
  const ids = [...new Set(itemIds ?? [])];
  if (!ids.length) throw badRequest(COMPARE_NONE);
  if (ids.length > MAX_COMPARE) throw badRequest(COMPARE_TOO_MANY);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      mainImage: products.mainImage,
      unit: products.unit,
      brandId: products.brandId,
      brandName: brands.name,
      supplierId: products.supplierId,
      supplierName: enterprises.name,
      attributes: products.attributes,
      itemSalesAttributes: products.itemSalesAttributes,
    })
    .from(products)
    .innerJoin(enterprises, eq(enterprises.id, products.supplierId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.id, ids), eq(products.status, ON_SHELF)));
  const skuLists = await skusByProduct(rows.map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, skuDtoList: skuLists.get(id) ?? [] }] : [];
  });
}
