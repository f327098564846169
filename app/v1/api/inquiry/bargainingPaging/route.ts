import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { bargainingPage, bargainingQuery } from '@/server/services/opportunity';
import { PAGE_LABELS } from '@/server/services/paging';

/** 询价公告分页 GET /v1/api/inquiry/bargainingPaging */
export const GET = handler(
  {
    input: bargainingQuery,
    labels: {
      ...PAGE_LABELS,
      key: '关键词',
      status: '状态',
      quoteEndA: '报价截止开始',
      quoteEndB: '报价截止结束',
    },
  },
  async ({ input }) => ok(await bargainingPage(input), PUBLIC_CACHE),
);
