import { OPS_CATALOG_MSG } from '@/lib/ops-catalog';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { unlockUser } from '@/server/services/ops-users';

/** 解除登录限制（清除失败次数，不再要求验证码或等待） POST /v1/api/ops/users/{id}/unlock */
export const POST = handler({ auth: 'ops', roles: ['super'] }, ({ params, user }) =>
  unlockUser(user.id, routeId(params.id, OPS_CATALOG_MSG.userNotFound)),
);
