import { handler } from '@/server/http/handler';
import { CERTIFICATION_MSG, enterpriseBasics, routeId } from '@/server/services/certification';

/** 按 id 查企业 GET /v1/api/tenant/infoById/{id}：只有名称、类型、子类型和状态 */
export const GET = handler({}, ({ params }) =>
  enterpriseBasics(routeId(params.id, CERTIFICATION_MSG.notFound)),
);
