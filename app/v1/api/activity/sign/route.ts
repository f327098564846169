import { activitySignSchema } from '@/lib/opportunity-rules';
import { handler } from '@/server/http/handler';
import { signInActivity } from '@/server/services/activities';

/** 现场签到 PUT /v1/api/activity/sign {activityId, code, phone?} */
export const PUT = handler(
  {
    input: activitySignSchema,
    labels: { activityId: '活动', code: '签到码', phone: '手机号' },
    rateLimit: { name: 'activity-sign', max: 30, windowSeconds: 600 },
  },
  async ({ input, user }) => signInActivity(input, user),
);
