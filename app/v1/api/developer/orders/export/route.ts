import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { CART_BUYERS_ONLY } from '@/server/services/cart-count';
import { exportOrders, orderExportInput } from '@/server/services/order';

export const ORDER_EXPORT_FILE = '采购订单.xlsx';

/** 导出订单（xlsx 文件流） POST /v1/api/developer/orders/export */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: CART_BUYERS_ONLY,
    input: orderExportInput,
    labels: { ids: '订单', status: '订单状态' },
  },
  async ({ user, input }) =>
    new Response(new Uint8Array(await exportOrders(user, input)), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(ORDER_EXPORT_FILE)}`,
        'cache-control': 'no-store',
      },
    }),
);
