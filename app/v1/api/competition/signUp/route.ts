import { SIGNUP_LABELS, signUpSchema } from '@/lib/competition';
import { handler, ok } from '@/server/http/handler';
import { signUpForCompetition } from '@/server/services/competition';

/** 大赛报名 POST /v1/api/competition/signUp */
export const POST = handler(
  { auth: 'user', input: signUpSchema, labels: SIGNUP_LABELS },
  async ({ input, user }) => ok(await signUpForCompetition(user.id, input)),
);
