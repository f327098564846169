import { handler } from '@/server/http/handler';
import { requireUserInfo } from '@/server/services/identity/user-info';
import { listWorkbenches } from '@/server/services/identity/workbench';

/** 当前用户的工作台与权限树 GET /v1/api/user/current/role */
export const GET = handler({ auth: 'user' }, async ({ user }) =>
  listWorkbenches(await requireUserInfo(user.id)),
);
