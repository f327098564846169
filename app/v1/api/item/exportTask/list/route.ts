import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { EXPORT_BUYERS_ONLY, listExportTasks } from '@/server/services/export-task';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';

/** 异步导出任务列表 GET /v1/api/item/exportTask/list?pageNo=&pageSize= */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: EXPORT_BUYERS_ONLY,
    input: pageQuery(10),
    labels: PAGE_LABELS,
  },
  ({ user, input }) => listExportTasks(user, input),
);
