import { handler, ok } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { routeId } from '@/server/services/certification';
import { qualifications, SHOWROOM_MISSING } from '@/server/services/suppliers';

/** 资质证照 GET /v1/api/supplier/qualification/{tenantId} */
export const GET = handler({}, async ({ params }) =>
  ok(await qualifications(routeId(params.tenantId, SHOWROOM_MISSING)), PUBLIC_CACHE),
);
