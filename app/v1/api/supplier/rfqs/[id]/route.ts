import { RFQ_MSG } from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { SUPPLIERS_ONLY } from '@/server/services/order';
import { routeId } from '@/server/services/certification';
import { supplierRfqDetail } from '@/server/services/rfq-supplier';

/** 供应商询比价详情与本企业的报价（只有自己的） GET /v1/api/supplier/rfqs/{id} */
export const GET = handler(
  { auth: 'user', topType: TOP_TYPE.supplier, forbiddenMsg: SUPPLIERS_ONLY },
  ({ user, params }) => supplierRfqDetail(user, routeId(params.id, RFQ_MSG.notFound)),
);
