import { activitySignUpSchema } from '@/lib/opportunity-rules';
import { handler } from '@/server/http/handler';
import { signUpActivity } from '@/server/services/activities';

const SIGN_UP_OPTIONS = {
  input: activitySignUpSchema,
  labels: { activityId: '活动', tenantName: '公司名称', attendees: '参会人', shareId: '分享人' },
  rateLimit: { name: 'activity-signup', max: 30, windowSeconds: 3600 },
};

/** 活动报名（登录用户或海报访客） POST /v1/api/activity */
export const POST = handler(SIGN_UP_OPTIONS, async ({ input, user }) =>
  signUpActivity(input, user),
);
