import { reviewDecisionSchema } from '@/lib/certification';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { OPS_MSG, reviewDesigner } from '@/server/services/ops';

/** 审核设计师认证 POST /v1/api/ops/designers/{id}/review { action, reason }（id 为用户 id） */
export const POST = handler(
  {
    auth: 'ops',
    roles: ['auditor'],
    input: reviewDecisionSchema,
    labels: { action: '审核结果', reason: '原因' },
  },
  ({ user, params, input }) => reviewDesigner(user, routeId(params.id, OPS_MSG.notFound), input),
);
