import { handler } from '@/server/http/handler';
import { CERTIFICATION_MSG, enterpriseTypeOf, routeId } from '@/server/services/certification';

/** 企业类型 GET /v1/api/tenant/enterpriseType/{id} → { type, childType } */
export const GET = handler({}, ({ params }) =>
  enterpriseTypeOf(routeId(params.id, CERTIFICATION_MSG.notFound)),
);
