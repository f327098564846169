import { handler } from '@/server/http/handler';
import { getOrder, orderIdOf } from '@/server/services/order-lifecycle';

/** 订单详情（采购方、审核人、供应商均可查看自己相关的订单） GET /v1/api/order/{id} */
export const GET = handler({ auth: 'user' }, ({ user, params }) =>
  getOrder(user, orderIdOf(params.id)),
);
