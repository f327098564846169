import { SEO_LABELS, seoInput } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { REALM_CONTENT_ROLES } from '@/server/services/ops-content';
import { deleteSeo, saveSeo, SEO_MSG } from '@/server/services/ops-content-site';

/** 修改页面 SEO 设置 PUT /v1/api/ops/seo/{id} */
export const PUT = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: seoInput, labels: SEO_LABELS },
  ({ params, input, user, grants }) =>
    saveSeo(user, grants, routeId(params.id, SEO_MSG.missing), input),
);

/** 删除页面 SEO 设置 DELETE /v1/api/ops/seo/{id} */
export const DELETE = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES },
  ({ params, user, grants }) => deleteSeo(user, grants, routeId(params.id, SEO_MSG.missing)),
);
