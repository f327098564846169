import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { SUPPLIER_LABELS, supplierSearch, supplierSearchInput } from '@/server/services/suppliers';

/** 优选供应商搜索（/yeation/more） GET /v1/api/yeation/supplierSearch */
export const GET = handler(
  { input: supplierSearchInput, labels: SUPPLIER_LABELS },
  async ({ input }) => ok(await supplierSearch(input), PUBLIC_CACHE),
);
