import { RFQ_LABELS } from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { SUPPLIERS_ONLY } from '@/server/services/order';
import { listSupplierRfqs, supplierRfqListInput } from '@/server/services/rfq-supplier';

/** 供应商询比价：待报价 / 我的报价 / 已截止 GET /v1/api/supplier/rfqs */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    forbiddenMsg: SUPPLIERS_ONLY,
    input: supplierRfqListInput,
    labels: RFQ_LABELS,
  },
  ({ user, input }) => listSupplierRfqs(user, input),
);
