import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { routeId } from '@/server/services/certification';
import { budgetInput, setProjectBudget } from '@/server/services/order-approval';

/** 设置项目预算 PUT /v1/api/developer/project/{id}/budget */
export const PUT = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: budgetInput,
    labels: { budget: '项目预算' },
  },
  ({ user, params, input }) =>
    setProjectBudget(user, routeId(params.id, '项目不存在'), input.budget),
);
