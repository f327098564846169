import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { projectSpends } from '@/server/services/order-approval';

/** 我的项目（花费与预算） GET /v1/api/developer/projects */
export const GET = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user }) => projectSpends(user),
);
