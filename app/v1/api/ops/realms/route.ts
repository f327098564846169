import { REALM_LABELS, realmCreateSchema } from '@/lib/ops-realms';
import { handler } from '@/server/http/handler';
import { createRealm, listRealms } from '@/server/services/ops-realms';

/** 伙伴专区列表 GET /v1/api/ops/realms：内容运营看全部，专区运营只看自己的专区 */
export const GET = handler({ auth: 'ops', roles: ['content', 'realm'] }, ({ grants }) =>
  listRealms(grants),
);

/** 新建专区 POST /v1/api/ops/realms：新专区未发布，发布后其域名才指向它 */
export const POST = handler(
  { auth: 'ops', roles: ['content'], input: realmCreateSchema, labels: REALM_LABELS },
  ({ input, user, grants }) => createRealm(input, user.id, grants),
);
