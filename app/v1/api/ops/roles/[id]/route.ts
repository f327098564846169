import { parseId } from '@/lib/parse-id';
import { handler } from '@/server/http/handler';
import { notFound } from '@/server/http/errors';
import { revokeOpsRole, ROLE_MSG } from '@/server/services/ops-roles';

/** 收回运营角色 DELETE /v1/api/ops/roles/{id}：至少保留一位超级管理员 */
export const DELETE = handler({ auth: 'ops', roles: ['super'] }, ({ params, user }) => {
  const id = parseId(String(params.id));
  if (!id) throw notFound(ROLE_MSG.notFound);
  return revokeOpsRole(id, user.id);
});
