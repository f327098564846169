import { handler } from '@/server/http/handler';
import { notFound } from '@/server/http/errors';
import { demandDetail } from '@/server/services/demand-detail';

/** 设计需求详情 GET /v1/api/demand/{id} */
export const GET = handler({}, async ({ params, user }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound('设计需求不存在或已下架');
  return demandDetail(id, user);
});
