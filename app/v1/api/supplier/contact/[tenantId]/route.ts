import { handler, ok } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { routeId } from '@/server/services/certification';
import { SHOWROOM_MISSING, showroomContact } from '@/server/services/suppliers';

/** 展厅联系方式 GET /v1/api/supplier/contact/{tenantId} */
export const GET = handler({}, async ({ params }) =>
  ok(await showroomContact(routeId(params.tenantId, SHOWROOM_MISSING)), PUBLIC_CACHE),
);
