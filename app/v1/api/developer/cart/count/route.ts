import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY, cartLineCount } from '@/server/services/cart-count';

/** 采购车商品数（开发商） GET /v1/api/developer/cart/count */
export const GET = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user }) => cartLineCount(user),
);
