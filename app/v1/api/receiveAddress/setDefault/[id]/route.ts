import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { setDefaultAddress } from '@/server/services/addresses';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { routeId } from '@/server/services/certification';
import { ADDRESS_GONE } from '@/server/services/checkout';

/** 设为默认收货地址 POST /v1/api/receiveAddress/setDefault/{id} */
export const POST = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user, params }) => setDefaultAddress(user, routeId(params.id, ADDRESS_GONE)),
);
