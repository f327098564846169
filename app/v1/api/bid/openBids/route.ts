import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { openBidsPage, openBidsQuery } from '@/server/services/opportunity';
import { PAGE_LABELS } from '@/server/services/paging';

/** 公开招标公告 GET /v1/api/bid/openBids */
export const GET = handler(
  { input: openBidsQuery, labels: { ...PAGE_LABELS, area: '地区', title: '标题' } },
  async ({ input }) => ok(await openBidsPage(input), PUBLIC_CACHE),
);
