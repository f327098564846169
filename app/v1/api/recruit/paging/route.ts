import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { recruitPage, recruitQuery } from '@/server/services/opportunity';
import { PAGE_LABELS } from '@/server/services/paging';

/** 供应商招募分页 GET /v1/api/recruit/paging */
export const GET = handler(
  { input: recruitQuery, labels: { ...PAGE_LABELS, name: '名称' } },
  async ({ input }) => ok(await recruitPage(input), PUBLIC_CACHE),
);
