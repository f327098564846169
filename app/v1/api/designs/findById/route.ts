import { handler, ok } from '@/server/http/handler';
import { DESIGN_QUERY_LABELS, designCaseById, idInput } from '@/server/services/designs';

/** 设计案例详情 GET /v1/api/designs/findById（登录时带上是否已收藏、已点赞） */
export const GET = handler(
  { input: idInput, labels: DESIGN_QUERY_LABELS },
  async ({ input, user }) => ok(await designCaseById(input.id, user?.id)),
);
