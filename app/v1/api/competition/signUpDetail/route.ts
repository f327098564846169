import { handler, ok } from '@/server/http/handler';
import { competitionIdQuery, mySignups } from '@/server/services/competition';

/** 大赛报名详情（当前用户在该大赛的报名） GET /v1/api/competition/signUpDetail */
export const GET = handler(
  { auth: 'user', input: competitionIdQuery, labels: { competitionId: '大赛' } },
  async ({ input, user }) => ok(await mySignups(user.id, input.competitionId)),
);
