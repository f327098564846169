import { TOP_TYPE } from '@/lib/roles';
import { z } from '@/lib/zod';
import { notFound } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { budgetInput, setProjectBudget } from '@/server/services/order-approval';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** 设置项目预算 PUT /v1/api/developer/project/{id}/budget */
export const PUT = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: budgetInput,
    labels: { budget: '项目预算' },
  },
  ({ user, params, input }) => {
    const id = idParam.safeParse(params.id);
    if (!id.success) throw notFound('项目不存在');
    return setProjectBudget(user, id.data, input.budget);
  },
);
