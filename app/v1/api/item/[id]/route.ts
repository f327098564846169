import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { itemDetailFor, PRODUCT_GONE } from '@/server/services/product-detail';

/**
 * 商品详情 GET /v1/api/item/{id}. Not publicly cacheable: a browser cache keyed by URL alone
 * would hand a visitor's copy (no agreement prices) to the same browser after login.
 */
export const GET = handler({ auth: 'optional' }, ({ params, user }) =>
  itemDetailFor(routeId(params.id, PRODUCT_GONE), user),
);
