import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { auditorList } from '@/server/services/checkout';

/** 审核人列表 GET /v1/api/orderAudit/auditorList */
export const GET = handler(
  { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: CART_BUYERS_ONLY },
  ({ user }) => auditorList(user),
);
