import { bannerInput, CONTENT_LABELS } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { REALM_CONTENT_ROLES } from '@/server/services/ops-content';
import { deleteBanner, updateBanner } from '@/server/services/ops-content-banners';

const MISSING = '轮播图不存在';

/** 修改轮播图 PUT /v1/api/ops/banners/{id} */
export const PUT = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: bannerInput, labels: CONTENT_LABELS },
  ({ params, input, user, grants }) =>
    updateBanner(user, grants, routeId(params.id, MISSING), input),
);

/** 删除轮播图 DELETE /v1/api/ops/banners/{id} */
export const DELETE = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES },
  ({ params, user, grants }) => deleteBanner(user, grants, routeId(params.id, MISSING)),
);
