import { CONTENT_LABELS, homeClueInput } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { SHARED_CONTENT_ROLES } from '@/server/services/ops-content';
import { deleteHomeClue, saveHomeClue } from '@/server/services/ops-content-site';

const MISSING = '引导文案不存在';

/** 修改引导文案 PUT /v1/api/ops/homeContent/clues/{id} */
export const PUT = handler(
  { auth: 'ops', roles: SHARED_CONTENT_ROLES, input: homeClueInput, labels: CONTENT_LABELS },
  ({ params, input, user }) => saveHomeClue(user, routeId(params.id, MISSING), input),
);

/** 删除引导文案 DELETE /v1/api/ops/homeContent/clues/{id} */
export const DELETE = handler({ auth: 'ops', roles: SHARED_CONTENT_ROLES }, ({ params, user }) =>
  deleteHomeClue(user, routeId(params.id, MISSING)),
);
