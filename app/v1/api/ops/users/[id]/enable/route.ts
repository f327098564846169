import { OPS_CATALOG_MSG } from '@/lib/ops-catalog';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { enableUser } from '@/server/services/ops-users';

/** 启用被停用的用户 POST /v1/api/ops/users/{id}/enable */
export const POST = handler({ auth: 'ops', roles: ['super'] }, ({ params, user }) =>
  enableUser(user.id, routeId(params.id, OPS_CATALOG_MSG.userNotFound)),
);
