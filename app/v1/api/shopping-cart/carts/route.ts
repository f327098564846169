import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { listCart } from '@/server/services/cart';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';

/** 采购车列表 GET /v1/api/shopping-cart/carts（按当前目录价格重新计价） */
export const GET = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user }) => listCart(user),
);
