import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import {
  listOrders,
  ORDER_LIST_LABELS,
  orderListInput,
  SUPPLIERS_ONLY,
} from '@/server/services/order';

/** 供应商订单分页 GET /v1/api/supplier/orders */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    forbiddenMsg: SUPPLIERS_ONLY,
    input: orderListInput,
    labels: ORDER_LIST_LABELS,
  },
  ({ user, input }) => listOrders(user, 'supplier', input),
);
