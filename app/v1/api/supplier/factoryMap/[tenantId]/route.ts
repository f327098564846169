import { handler, ok } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { routeId } from '@/server/services/certification';
import { factoryMap, SHOWROOM_MISSING } from '@/server/services/suppliers';

/** 工厂实景 GET /v1/api/supplier/factoryMap/{tenantId} */
export const GET = handler({}, async ({ params }) =>
  ok(await factoryMap(routeId(params.tenantId, SHOWROOM_MISSING)), PUBLIC_CACHE),
);
