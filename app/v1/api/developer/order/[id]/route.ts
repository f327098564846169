import { TOP_TYPE } from '@/lib/roles';
import { z } from '@/lib/zod';
import { notFound } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { ORDER_GONE, orderDetail } from '@/server/services/order';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** 订单详情 GET /v1/api/developer/order/{id} */
export const GET = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user, params }) => {
    const id = idParam.safeParse(params.id);
    if (!id.success) throw notFound(ORDER_GONE);
    return orderDetail(user, id.data);
  },
);
