import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { MOVE_LABELS, moveProject, moveProjectInput } from '@/server/services/checkout';

/** 移入（moveFlag 1）/移出（0）项目 POST /v1/api/demand/project/moveProject；返回采购车商品数 */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: moveProjectInput,
    labels: MOVE_LABELS,
  },
  ({ user, input }) => moveProject(user, input),
);
