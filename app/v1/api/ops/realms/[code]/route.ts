import { REALM_LABELS, realmFormSchema } from '@/lib/ops-realms';
import { handler } from '@/server/http/handler';
import { getRealm, updateRealm } from '@/server/services/ops-realms';

const codeOf = (params: Record<string, string | string[]>) => String(params.code);

/** 专区详情 GET /v1/api/ops/realms/{code} */
export const GET = handler({ auth: 'ops', roles: ['content', 'realm'] }, ({ params, grants }) =>
  getRealm(codeOf(params), grants),
);

/** 修改专区 PUT /v1/api/ops/realms/{code}：专区运营只能改自己的专区，且不能改域名 */
export const PUT = handler(
  { auth: 'ops', roles: ['content', 'realm'], input: realmFormSchema, labels: REALM_LABELS },
  ({ params, input, user, grants }) => updateRealm(codeOf(params), input, user.id, grants),
);
