import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { supplierSearch } from '@/server/services/suppliers';

/** 优选供应商计划首页 GET /v1/api/yeation/home：优选供应商总数与展示的前 6 家 */
export const GET = handler({}, async () => {
  const featured = await supplierSearch({ pageNo: 1, pageSize: 6, brandIds: [] });
  return ok({ selectedCount: featured.total, featured: featured.records }, PUBLIC_CACHE);
});
