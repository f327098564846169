import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { ORDER_LIST_LABELS, orderCounts, orderCountsInput } from '@/server/services/order';

/** 我的订单各状态数量 GET /v1/api/developer/orders/counts */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: orderCountsInput,
    labels: ORDER_LIST_LABELS,
  },
  ({ user, input }) => orderCounts(user, 'buyer', input),
);
