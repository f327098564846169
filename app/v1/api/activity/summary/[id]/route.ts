import { handler } from '@/server/http/handler';
import { notFound } from '@/server/http/errors';
import { activitySummary } from '@/server/services/activities';

/** 活动报名、签到人数 GET /v1/api/activity/summary/{id} */
export const GET = handler({}, async ({ params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound('活动不存在');
  return activitySummary(id);
});
