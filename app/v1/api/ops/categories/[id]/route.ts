import { CATEGORY_LABELS, categoryFormSchema, OPS_CATALOG_MSG } from '@/lib/ops-catalog';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { updateCategory } from '@/server/services/ops-catalog';

/** 修改类目（改名、排序、显示/隐藏、绿色建材） PUT /v1/api/ops/categories/{id} */
export const PUT = handler(
  { auth: 'ops', roles: ['content'], input: categoryFormSchema, labels: CATEGORY_LABELS },
  ({ params, input, user }) =>
    updateCategory(user.id, routeId(params.id, OPS_CATALOG_MSG.categoryNotFound), input),
);
