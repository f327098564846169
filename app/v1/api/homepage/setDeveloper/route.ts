import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { settledDevelopers } from '@/server/services/home-content';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';

/** 入驻开发商（每页 20）GET /v1/api/homepage/setDeveloper */
export const GET = handler({ input: pageQuery(20), labels: PAGE_LABELS }, async ({ input }) =>
  ok(await settledDevelopers(input), PUBLIC_CACHE),
);
