import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import {
  createExportTask,
  EXPORT_BUYERS_ONLY,
  exportTaskInput,
} from '@/server/services/export-task';

/** 创建异步导出任务 POST /v1/api/item/exportTask {itemIds}（仅采购商） */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: EXPORT_BUYERS_ONLY,
    input: exportTaskInput,
    labels: { itemIds: '商品' },
  },
  ({ user, input }) => createExportTask(user, input.itemIds),
);
