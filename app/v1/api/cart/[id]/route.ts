import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_LINE_GONE, deleteCartLine } from '@/server/services/cart';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { routeId } from '@/server/services/certification';

/** 删除购物车条目 DELETE /v1/api/cart/{id}；返回新的购物车商品数 */
export const DELETE = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user, params }) => deleteCartLine(user, routeId(params.id, CART_LINE_GONE)),
);
