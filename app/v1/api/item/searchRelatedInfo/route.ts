import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { LISTING_LABELS, listingInput, searchRelatedInfo } from '@/server/services/catalog-search';

/** 搜索关联信息（品牌、分类聚合） GET /v1/api/item/searchRelatedInfo */
export const GET = handler({ input: listingInput, labels: LISTING_LABELS }, async ({ input }) =>
  ok(await searchRelatedInfo(input), PUBLIC_CACHE),
);
