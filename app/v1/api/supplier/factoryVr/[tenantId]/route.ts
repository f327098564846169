import { handler, ok } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { routeId } from '@/server/services/certification';
import { factoryVrs, SHOWROOM_MISSING } from '@/server/services/suppliers';

/** VR看厂全景 GET /v1/api/supplier/factoryVr/{tenantId} */
export const GET = handler({}, async ({ params }) =>
  ok(await factoryVrs(routeId(params.tenantId, SHOWROOM_MISSING)), PUBLIC_CACHE),
);
