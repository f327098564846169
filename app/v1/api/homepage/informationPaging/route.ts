import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { informationPage, informationQuery } from '@/server/services/home-content';
import { PAGE_LABELS } from '@/server/services/paging';

/** 资讯分页 GET /v1/api/homepage/informationPaging */
export const GET = handler(
  { input: informationQuery, labels: { ...PAGE_LABELS, type: '资讯栏目' } },
  async ({ input }) => ok(await informationPage(input), PUBLIC_CACHE),
);
