import { adInput, CONTENT_LABELS } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { REALM_CONTENT_ROLES } from '@/server/services/ops-content';
import { deleteAd, saveAd } from '@/server/services/ops-content-site';

const MISSING = '广告不存在';

/** 修改广告 PUT /v1/api/ops/homeContent/ads/{id} */
export const PUT = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: adInput, labels: CONTENT_LABELS },
  ({ params, input, user, grants }) => saveAd(user, grants, routeId(params.id, MISSING), input),
);

/** 删除广告 DELETE /v1/api/ops/homeContent/ads/{id} */
export const DELETE = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES },
  ({ params, user, grants }) => deleteAd(user, grants, routeId(params.id, MISSING)),
);
