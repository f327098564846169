import { handler } from '@/server/http/handler';
import { HttpError, MSG } from '@/server/http/errors';
import { activityDetail } from '@/server/services/activities';
import { routeId } from '@/server/services/certification';

/** 活动详情（非回顾活动需登录） GET /v1/api/activity/{id} */
export const GET = handler({}, async ({ params, user }) => {
  const id = routeId(params.id, '活动不存在');
  const detail = await activityDetail(id, user);
  if (detail.locked) throw new HttpError(401, MSG.loginRequired);
  return detail;
});
