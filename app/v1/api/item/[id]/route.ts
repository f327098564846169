import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { notFound } from '@/server/http/errors';
import { itemDetailFor, PRODUCT_GONE } from '@/server/services/product-detail';

const idParam = z.coerce.number().int().positive();

/**
 * 商品详情 GET /v1/api/item/{id}. Not publicly cacheable: a browser cache keyed by URL alone
 * would hand a visitor's copy (no agreement prices) to the same browser after login.
 */
export const GET = handler({ auth: 'optional' }, async ({ params, user }) => {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw notFound(PRODUCT_GONE);
  return itemDetailFor(id.data, user);
});
