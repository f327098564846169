import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { cartStatement, statementInput } from '@/server/services/cart';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';

/** 采购车结算单 GET /v1/api/shopping-cart/carts/statement?ids=1,2 */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: statementInput,
    labels: { ids: '采购车商品' },
  },
  ({ user, input }) => cartStatement(user, input.ids),
);
