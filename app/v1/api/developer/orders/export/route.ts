import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { EXPORT_LABELS, orderExportInput, xlsxResponse } from '@/server/services/order';

/** 导出订单（xlsx 文件流） POST /v1/api/developer/orders/export */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: orderExportInput,
    labels: EXPORT_LABELS,
  },
  ({ user, input }) => xlsxResponse(user, 'buyer', input),
);
