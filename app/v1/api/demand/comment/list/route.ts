import { handler } from '@/server/http/handler';
import { demandCommentPage, demandCommentQuery } from '@/server/services/demand-detail';
import { PAGE_LABELS } from '@/server/services/paging';

/** 需求评论列表 GET /v1/api/demand/comment/list */
export const GET = handler(
  { input: demandCommentQuery, labels: { ...PAGE_LABELS, demandId: '设计需求' } },
  async ({ input }) => demandCommentPage(input),
);
