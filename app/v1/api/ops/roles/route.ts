import { handler } from '@/server/http/handler';
import {
  GRANT_LABELS,
  grantInput,
  grantOpsRole,
  listOpsRoles,
  ROLES_LABELS,
  rolesQuery,
} from '@/server/services/ops-roles';

/** 运营角色列表 GET /v1/api/ops/roles?phone= */
export const GET = handler(
  { auth: 'ops', roles: ['super'], input: rolesQuery, labels: ROLES_LABELS },
  ({ input }) => listOpsRoles(input),
);

/** 授予运营角色 POST /v1/api/ops/roles { phone, role, themeCode }：按手机号找到用户 */
export const POST = handler(
  { auth: 'ops', roles: ['super'], input: grantInput, labels: GRANT_LABELS },
  ({ input, user }) => grantOpsRole(input, user.id),
);
