import { CATEGORY_LABELS, categoryCreateSchema } from '@/lib/ops-catalog';
import { handler } from '@/server/http/handler';
import { createCategory, opsCategories } from '@/server/services/ops-catalog';

/** 类目树（含隐藏，带商品数） GET /v1/api/ops/categories */
export const GET = handler({ auth: 'ops', roles: ['content'] }, () => opsCategories());

/** 新增类目 POST /v1/api/ops/categories { pid, name, sort, visible, isGreen } */
export const POST = handler(
  { auth: 'ops', roles: ['content'], input: categoryCreateSchema, labels: CATEGORY_LABELS },
  ({ input, user }) => createCategory(user.id, input),
);
