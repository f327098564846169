import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { approvalPlanInput, approvalPlanView } from '@/server/services/order-approval';

/** 本单审核流程预览 GET /v1/api/orderAudit/plan */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: approvalPlanInput,
    labels: { amount: '订单金额', auditorId: '审核人', projectId: '项目' },
  },
  ({ user, input }) => approvalPlanView(user, input),
);
