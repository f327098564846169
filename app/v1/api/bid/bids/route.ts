import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { bidListQuery, bidProjectPage } from '@/server/services/opportunity';
import { PAGE_LABELS } from '@/server/services/paging';

/** 招标项目分页 GET /v1/api/bid/bids */
export const GET = handler(
  {
    input: bidListQuery,
    labels: {
      ...PAGE_LABELS,
      desc: '排序方向',
      sortColumn: '排序字段',
      nonresidentialType: '项目类型',
      title: '标题',
    },
  },
  async ({ input }) => ok(await bidProjectPage(input), PUBLIC_CACHE),
);
