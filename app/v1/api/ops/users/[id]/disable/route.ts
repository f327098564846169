import { OPS_CATALOG_MSG } from '@/lib/ops-catalog';
import { disableUserSchema } from '@/lib/ops-users';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { disableUser } from '@/server/services/ops-users';

/** 停用用户：不能再登录，已登录的会话立即失效 POST /v1/api/ops/users/{id}/disable { reason } */
export const POST = handler(
  { auth: 'ops', roles: ['super'], input: disableUserSchema, labels: { reason: '停用原因' } },
  ({ params, input, user }) =>
    disableUser(user.id, routeId(params.id, OPS_CATALOG_MSG.userNotFound), input.reason),
);
