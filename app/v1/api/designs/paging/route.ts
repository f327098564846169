import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { DESIGN_QUERY_LABELS, designCasePage, designCaseQuery } from '@/server/services/designs';

/** 设计案例分页 GET /v1/api/designs/paging */
export const GET = handler(
  { input: designCaseQuery, labels: DESIGN_QUERY_LABELS },
  async ({ input }) => ok(await designCasePage(input), PUBLIC_CACHE),
);
