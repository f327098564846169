import { handler } from '@/server/http/handler';
import { opsOverview } from '@/server/services/ops';

/** 运营后台概况 GET /v1/api/ops/overview：当前运营人员与各类待审数量 */
export const GET = handler({ auth: 'ops', roles: ['auditor'] }, ({ user }) => opsOverview(user));
