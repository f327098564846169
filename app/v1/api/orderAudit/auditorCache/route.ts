import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { auditorCache } from '@/server/services/checkout';

/** 上次选择的审核人 GET /v1/api/orderAudit/auditorCache */
export const GET = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user }) => auditorCache(user),
);
