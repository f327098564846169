import { reviewDecisionSchema } from '@/lib/certification';
import { bulkReviewIds } from '@/lib/ops-catalog';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { bulkReviewProducts } from '@/server/services/ops-catalog';

const input = z.object({ ids: bulkReviewIds }).and(reviewDecisionSchema);

/** 批量审核商品 POST /v1/api/ops/products/review { ids, action, reason }：驳回须填原因 */
export const POST = handler(
  {
    auth: 'ops',
    roles: ['auditor'],
    input,
    labels: { ids: '商品', action: '审核结果', reason: '驳回原因' },
  },
  ({ input: { ids, ...decision }, user }) => bulkReviewProducts(user.id, ids, decision),
);
