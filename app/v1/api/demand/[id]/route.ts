import { handler } from '@/server/http/handler';
import { demandDetail } from '@/server/services/demand-detail';
import { routeId } from '@/server/services/certification';

/** 设计需求详情 GET /v1/api/demand/{id} */
export const GET = handler({}, async ({ params, user }) => {
  const id = routeId(params.id, '设计需求不存在或已下架');
  return demandDetail(id, user);
});
