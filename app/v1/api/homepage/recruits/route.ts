import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { recruitPage } from '@/server/services/opportunity';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';

/** 首页招募（仅招募中）GET /v1/api/homepage/recruits */
export const GET = handler({ input: pageQuery(10), labels: PAGE_LABELS }, async ({ input }) =>
  ok(await recruitPage(input, { openOnly: true }), PUBLIC_CACHE),
);
