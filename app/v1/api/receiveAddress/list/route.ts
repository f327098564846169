import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { listAddresses } from '@/server/services/checkout';

/** 收货地址列表 POST /v1/api/receiveAddress/list */
export const POST = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user }) => listAddresses(user),
);
