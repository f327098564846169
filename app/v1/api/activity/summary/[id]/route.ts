import { handler } from '@/server/http/handler';
import { activitySummary } from '@/server/services/activities';
import { routeId } from '@/server/services/certification';

/** 活动报名、签到人数 GET /v1/api/activity/summary/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = routeId(params.id, '活动不存在');
  return activitySummary(id);
});
