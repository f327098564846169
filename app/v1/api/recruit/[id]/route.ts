import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { recruitDetail } from '@/server/services/supplier-programs';

/** 招募详情 GET /v1/api/recruit/{id} */
export const GET = handler({}, ({ params }) => recruitDetail(routeId(params.id, '招募不存在')));
