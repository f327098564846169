import { handler, ok } from '@/server/http/handler';
import { DESIGN_QUERY_LABELS, idInput, reactToDesign } from '@/server/services/designs';

/** 点赞案例 PUT /v1/api/designs/praise {id} */
export const PUT = handler(
  { auth: 'user', input: idInput, labels: DESIGN_QUERY_LABELS },
  async ({ input, user }) => {
    await reactToDesign(user.id, 'case', input.id, 'praise');
    return ok(null);
  },
);
