import { OPS_CATALOG_MSG } from '@/lib/ops-catalog';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { opsEnterpriseDetail } from '@/server/services/ops-users';

/** 企业详情：成员与认证记录 GET /v1/api/ops/enterprises/{id} */
export const GET = handler({ auth: 'ops', roles: ['super'] }, ({ params }) =>
  opsEnterpriseDetail(routeId(params.id, OPS_CATALOG_MSG.enterpriseNotFound)),
);
