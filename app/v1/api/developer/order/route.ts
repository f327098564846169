import { orderDraftSchema } from '@/lib/cart';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { ORDER_LABELS, placeOrder } from '@/server/services/order';

/** 提交订单 POST /v1/api/developer/order（同一 idempotencyKey 只生成一次订单） */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: orderDraftSchema,
    labels: ORDER_LABELS,
  },
  ({ user, input }) => placeOrder(user, input),
);
