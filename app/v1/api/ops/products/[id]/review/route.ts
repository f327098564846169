import { reviewDecisionSchema } from '@/lib/certification';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { PRODUCT_REVIEW_MSG, reviewProduct } from '@/server/services/product-review';

/** 审核商品 POST /v1/api/ops/products/{id}/review { action, reason }：驳回须填原因，结果通知供应商 */
export const POST = handler(
  {
    auth: 'ops',
    roles: ['auditor'],
    input: reviewDecisionSchema,
    labels: { action: '审核结果', reason: '原因' },
  },
  ({ params, input, user }) =>
    reviewProduct(routeId(params.id, PRODUCT_REVIEW_MSG.notFound), input, user.id),
);
