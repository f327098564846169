import { CONTENT_LABELS, popupInput } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { REALM_CONTENT_ROLES } from '@/server/services/ops-content';
import { deletePopup, updatePopup } from '@/server/services/ops-content-popups';

const MISSING = '弹窗不存在';

/** 修改弹窗 PUT /v1/api/ops/popups/{id} */
export const PUT = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: popupInput, labels: CONTENT_LABELS },
  ({ params, input, user, grants }) =>
    updatePopup(user, grants, routeId(params.id, MISSING), input),
);

/** 删除弹窗 DELETE /v1/api/ops/popups/{id} */
export const DELETE = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES },
  ({ params, user, grants }) => deletePopup(user, grants, routeId(params.id, MISSING)),
);
