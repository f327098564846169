import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { mySignUp } from '@/server/services/activities';

/** 当前用户的报名信息 GET /v1/api/activity/getSignUpInfo?activityId= */
export const GET = handler(
  {
    auth: 'user',
    input: z.object({ activityId: idField() }),
    labels: { activityId: '活动' },
  },
  async ({ input, user }) => mySignUp(input.activityId, user),
);
