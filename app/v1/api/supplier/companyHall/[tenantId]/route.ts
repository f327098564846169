import { handler, ok } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { routeId } from '@/server/services/certification';
import { SHOWROOM_MISSING, showroomOf } from '@/server/services/suppliers';

/** 供应商展厅首页 GET /v1/api/supplier/companyHall/{tenantId} */
export const GET = handler({}, async ({ params }) =>
  ok(await showroomOf(routeId(params.tenantId, SHOWROOM_MISSING)), PUBLIC_CACHE),
);
