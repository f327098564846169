import { OPS_CATALOG_MSG } from '@/lib/ops-catalog';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { opsUserDetail } from '@/server/services/ops-users';

/** 用户详情：身份、登录限制与认证记录 GET /v1/api/ops/users/{id} */
export const GET = handler({ auth: 'ops', roles: ['super'] }, ({ params }) =>
  opsUserDetail(routeId(params.id, OPS_CATALOG_MSG.userNotFound)),
);
