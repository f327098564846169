import { handler } from '@/server/http/handler';
import { HttpError, MSG, notFound } from '@/server/http/errors';
import { activityDetail } from '@/server/services/activities';

/** 活动详情（非回顾活动需登录） GET /v1/api/activity/{id} */
export const GET = handler({}, async ({ params, user }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound('活动不存在');
  const detail = await activityDetail(id, user);
  if (detail.locked) throw new HttpError(401, MSG.loginRequired);
  return detail;
});
