import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { listOrders, ORDER_LIST_LABELS, orderListInput } from '@/server/services/order';

/** 我的订单分页 GET /v1/api/developer/orders */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: orderListInput,
    labels: ORDER_LIST_LABELS,
  },
  ({ user, input }) => listOrders(user, 'buyer', input),
);
