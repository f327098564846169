import { handler } from '@/server/http/handler';
import { realmOptions } from '@/server/services/ops-realms';

/** 专区可选的精选类目（二级）与供应商（已认证） GET /v1/api/ops/realmOptions */
export const GET = handler({ auth: 'ops', roles: ['content', 'realm'] }, () => realmOptions());
