import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { DESIGN_QUERY_LABELS, designHallPage, designHallQuery } from '@/server/services/designs';

/** 设计馆分页 GET /v1/api/designHall/paging */
export const GET = handler(
  { input: designHallQuery, labels: DESIGN_QUERY_LABELS },
  async ({ input }) => ok(await designHallPage(input), PUBLIC_CACHE),
);
