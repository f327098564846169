import { TOP_TYPE } from '@/lib/roles';
import { z } from '@/lib/zod';
import { notFound } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { CART_LINE_GONE, deleteCartLine } from '@/server/services/cart';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** 删除购物车条目 DELETE /v1/api/cart/{id}；返回新的购物车商品数 */
export const DELETE = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user, params }) => {
    const id = idParam.safeParse(params.id);
    if (!id.success) throw notFound(CART_LINE_GONE);
    return deleteCartLine(user, id.data);
  },
);
