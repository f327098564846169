import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import {
  EXPORT_LABELS,
  orderExportInput,
  SUPPLIERS_ONLY,
  xlsxResponse,
} from '@/server/services/order';

/** 导出供应商订单（xlsx 文件流） POST /v1/api/supplier/orders/export */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    forbiddenMsg: SUPPLIERS_ONLY,
    input: orderExportInput,
    labels: EXPORT_LABELS,
  },
  ({ user, input }) => xlsxResponse(user, 'supplier', input),
);
