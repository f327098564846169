import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { listOrders, orderListInput } from '@/server/services/order';
import { PAGE_LABELS } from '@/server/services/paging';

/** 我的订单分页 GET /v1/api/developer/orders */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: orderListInput,
    labels: { ...PAGE_LABELS, status: '订单状态', orderNo: '订单编号' },
  },
  ({ user, input }) => listOrders(user, input),
);
