import { handler, ok } from '@/server/http/handler';
import { DESIGN_QUERY_LABELS, designHallById, idInput } from '@/server/services/designs';

/** 设计馆详情 GET /v1/api/designHall/findById（登录时带上是否已收藏、已点赞） */
export const GET = handler(
  { input: idInput, labels: DESIGN_QUERY_LABELS },
  async ({ input, user }) => ok(await designHallById(input.id, user?.id)),
);
