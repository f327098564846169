import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { mallActivityPage, mallActivityQuery } from '@/server/services/activities';
import { PAGE_LABELS } from '@/server/services/paging';

const ACTIVITY_QUERY_LABELS = {
  ...PAGE_LABELS,
  cityId: '城市',
  provinceId: '省份',
  name: '活动名称',
  status: '状态',
};

/** 线下活动列表 GET /v1/api/mall/activities?cityId&pageNo&pageSize&name&provinceId&status */
export const GET = handler(
  { input: mallActivityQuery, labels: ACTIVITY_QUERY_LABELS },
  async ({ input }) => ok(await mallActivityPage(input), PUBLIC_CACHE),
);
