import { handler } from '@/server/http/handler';
import { inquiryDetail } from '@/server/services/inquiries';
import { routeId } from '@/server/services/certification';

/** 询价详情 GET /v1/api/inquiry/bargaining/{id} */
export const GET = handler({}, async ({ params, user }) => {
  const id = routeId(params.id, '询价公告不存在');
  return inquiryDetail(id, user);
});
