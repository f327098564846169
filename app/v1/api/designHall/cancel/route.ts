import { handler, ok } from '@/server/http/handler';
import { DESIGN_QUERY_LABELS, idInput, reactToDesign } from '@/server/services/designs';

/** 取消收藏设计馆 PUT /v1/api/designHall/cancel {id} */
export const PUT = handler(
  { auth: 'user', input: idInput, labels: DESIGN_QUERY_LABELS },
  async ({ input, user }) => {
    await reactToDesign(user.id, 'hall', input.id, 'cancel');
    return ok(null);
  },
);
