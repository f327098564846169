import { handler } from '@/server/http/handler';
import { notFound } from '@/server/http/errors';
import { inquiryDetail } from '@/server/services/inquiries';

/** 询价详情 GET /v1/api/inquiry/bargaining/{id} */
export const GET = handler({}, async ({ params, user }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound('询价公告不存在');
  return inquiryDetail(id, user);
});
