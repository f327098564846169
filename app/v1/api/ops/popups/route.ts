import { CONTENT_LABELS, popupInput } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { REALM_CONTENT_ROLES } from '@/server/services/ops-content';
import { createPopup, listPopups, popupListQuery } from '@/server/services/ops-content-popups';

/** 弹窗列表 GET /v1/api/ops/popups?themeCode=&scene=&audience=&state=&keyword= */
export const GET = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: popupListQuery, labels: CONTENT_LABELS },
  ({ input, grants }) => listPopups(grants, input),
);

/** 新增弹窗 POST /v1/api/ops/popups */
export const POST = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: popupInput, labels: CONTENT_LABELS },
  ({ input, user, grants }) => createPopup(user, grants, input),
);
