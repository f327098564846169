import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import {
  addToCart,
  CART_LABELS,
  cartQuantityInput,
  setCartQuantity,
} from '@/server/services/cart-add';

const options = {
  auth: 'user',
  topType: TOP_TYPE.buyer,
  forbiddenMsg: CART_BUYERS_ONLY,
  input: cartQuantityInput,
  labels: CART_LABELS,
} as const;

/** 加入采购车（开发商） POST /v1/api/developer/cart；返回新的采购车商品数 */
export const POST = handler(options, ({ user, input }) => addToCart(user, input));

/** 修改采购车数量（开发商） PUT /v1/api/developer/cart；返回新的采购车商品数 */
export const PUT = handler(options, ({ user, input }) => setCartQuantity(user, input));
