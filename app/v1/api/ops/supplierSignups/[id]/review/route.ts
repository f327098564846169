import { reviewDecisionSchema } from '@/lib/certification';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { OPS_MSG, reviewSignup } from '@/server/services/ops';

/** 审核优选供应商报名 POST /v1/api/ops/supplierSignups/{id}/review { action, reason } */
export const POST = handler(
  {
    auth: 'ops',
    roles: ['auditor'],
    input: reviewDecisionSchema,
    labels: { action: '审核结果', reason: '原因' },
  },
  ({ user, params, input }) => reviewSignup(user, routeId(params.id, OPS_MSG.notFound), input),
);
