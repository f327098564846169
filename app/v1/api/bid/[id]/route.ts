import { handler } from '@/server/http/handler';
import { HttpError, MSG } from '@/server/http/errors';
import { bidDetail } from '@/server/services/bids';

/** 招标详情（id 为 projectId；会员项目需登录） GET /v1/api/bid/{id} */
export const GET = handler({}, async ({ params, user }) => {
  const detail = await bidDetail(String(params.id), user);
  if (detail.locked) throw new HttpError(401, MSG.loginRequired);
  return detail;
});
