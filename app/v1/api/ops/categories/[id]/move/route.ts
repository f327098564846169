import { CATEGORY_LABELS, categoryMoveSchema, OPS_CATALOG_MSG } from '@/lib/ops-catalog';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { moveCategory } from '@/server/services/ops-catalog';

/** 移动类目到同级别的另一个上级之下 POST /v1/api/ops/categories/{id}/move { pid, sort } */
export const POST = handler(
  { auth: 'ops', roles: ['content'], input: categoryMoveSchema, labels: CATEGORY_LABELS },
  ({ params, input, user }) =>
    moveCategory(user.id, routeId(params.id, OPS_CATALOG_MSG.categoryNotFound), input),
);
