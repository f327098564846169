import { reviewDecisionSchema } from '@/lib/certification';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { OPS_MSG, reviewCertification } from '@/server/services/ops';

/** 审核企业认证 POST /v1/api/ops/certifications/{id}/review { action, reason }：驳回须填原因 */
export const POST = handler(
  {
    auth: 'ops',
    roles: ['auditor'],
    input: reviewDecisionSchema,
    labels: { action: '审核结果', reason: '原因' },
  },
  ({ user, params, input }) =>
    reviewCertification(user, routeId(params.id, OPS_MSG.notFound), input),
);
