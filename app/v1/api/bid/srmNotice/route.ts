import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { srmNoticePage, srmQuery } from '@/server/services/opportunity';

/** SRM 招标公告 GET /v1/api/bid/srmNotice?current=&size= */
export const GET = handler(
  { input: srmQuery, labels: { current: '页码', size: '每页条数' } },
  async ({ input }) => ok(await srmNoticePage(input), PUBLIC_CACHE),
);
