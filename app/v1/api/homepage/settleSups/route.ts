import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { settledSuppliers } from '@/server/services/home-content';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';

/** 入驻供应商 GET /v1/api/homepage/settleSups */
export const GET = handler({ input: pageQuery(10), labels: PAGE_LABELS }, async ({ input }) =>
  ok(await settledSuppliers(input), PUBLIC_CACHE),
);
