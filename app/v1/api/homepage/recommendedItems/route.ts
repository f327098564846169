import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { recommendedItems } from '@/server/services/home-content';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';

/** 推荐商品 GET /v1/api/homepage/recommendedItems */
export const GET = handler({ input: pageQuery(10), labels: PAGE_LABELS }, async ({ input }) =>
  ok(await recommendedItems(input), PUBLIC_CACHE),
);
