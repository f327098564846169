import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { informationDetail } from '@/server/services/home-content';

/** 资讯详情 GET /v1/api/homepage/information/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = routeId(params.id, '资讯不存在');
  return ok(await informationDetail(id), PUBLIC_CACHE);
});
