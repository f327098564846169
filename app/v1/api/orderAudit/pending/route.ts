import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { pendingApprovals } from '@/server/services/order-approval';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';

/** 待我审核 GET /v1/api/orderAudit/pending */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: pageQuery(10),
    labels: PAGE_LABELS,
  },
  ({ user, input }) => pendingApprovals(user, input),
);
