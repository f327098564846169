import { activitySignUpChangeSchema, activitySignUpSchema } from '@/lib/opportunity-rules';
import { handler } from '@/server/http/handler';
import { changeSignUp, signUpActivity } from '@/server/services/activities';

const LABELS = {
  activityId: '活动',
  tenantName: '公司名称',
  attendees: '参会人',
  shareId: '分享人',
};
const SIGN_UP_OPTIONS = {
  input: activitySignUpSchema,
  labels: LABELS,
  rateLimit: { name: 'activity-signup', max: 30, windowSeconds: 3600 },
};

/** 活动报名（登录用户或海报访客） POST /v1/api/activity */
export const POST = handler(SIGN_UP_OPTIONS, async ({ input, user }) =>
  signUpActivity(input, user),
);

/** 修改本人的报名（活动开始前、报名截止前） PUT /v1/api/activity */
export const PUT = handler(
  {
    auth: 'user',
    input: activitySignUpChangeSchema,
    labels: { ...LABELS, id: '报名' },
    rateLimit: { name: 'activity-signup-change', max: 30, windowSeconds: 3600 },
  },
  async ({ input, user }) => changeSignUp(input, user),
);
