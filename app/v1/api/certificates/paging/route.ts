import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { GREEN_LABELS, greenShowData, greenShowQuery } from '@/server/services/green';

/** 绿色低碳认证产品分页 GET /v1/api/certificates/paging */
export const GET = handler({ input: greenShowQuery, labels: GREEN_LABELS }, async ({ input }) =>
  ok(await greenShowData(input), PUBLIC_CACHE),
);
