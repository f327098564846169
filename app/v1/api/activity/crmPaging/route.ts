import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { crmActivityPage, crmActivityQuery } from '@/server/services/opportunity';
import { PAGE_LABELS } from '@/server/services/paging';

/** 首页商机面板的活动 GET /v1/api/activity/crmPaging（status 为空表示全部） */
export const GET = handler(
  { input: crmActivityQuery, labels: { ...PAGE_LABELS, status: '状态' } },
  async ({ input }) => ok(await crmActivityPage(input), PUBLIC_CACHE),
);
