import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import {
  ORDER_LIST_LABELS,
  orderCounts,
  orderCountsInput,
  SUPPLIERS_ONLY,
} from '@/server/services/order';

/** 供应商订单各状态数量 GET /v1/api/supplier/orders/counts */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    forbiddenMsg: SUPPLIERS_ONLY,
    input: orderCountsInput,
    labels: ORDER_LIST_LABELS,
  },
  ({ user, input }) => orderCounts(user, 'supplier', input),
);
