import { articleInput, CONTENT_LABELS } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { SHARED_CONTENT_ROLES } from '@/server/services/ops-content';
import {
  articleForOps,
  deleteArticle,
  updateArticle,
} from '@/server/services/ops-content-articles';

const MISSING = '文章不存在';

/** 文章详情（含正文） GET /v1/api/ops/articles/{id} */
export const GET = handler({ auth: 'ops', roles: SHARED_CONTENT_ROLES }, ({ params }) =>
  articleForOps(routeId(params.id, MISSING)),
);

/** 修改文章 PUT /v1/api/ops/articles/{id} */
export const PUT = handler(
  { auth: 'ops', roles: SHARED_CONTENT_ROLES, input: articleInput, labels: CONTENT_LABELS },
  ({ params, input, user }) => updateArticle(user, routeId(params.id, MISSING), input),
);

/** 删除文章 DELETE /v1/api/ops/articles/{id} */
export const DELETE = handler({ auth: 'ops', roles: SHARED_CONTENT_ROLES }, ({ params, user }) =>
  deleteArticle(user, routeId(params.id, MISSING)),
);
