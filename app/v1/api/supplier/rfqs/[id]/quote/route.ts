import { RFQ_LABELS, RFQ_MSG, rfqQuoteSchema } from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { SUPPLIERS_ONLY } from '@/server/services/order';
import { routeId } from '@/server/services/certification';
import { submitRfqQuote } from '@/server/services/rfq-supplier';

/** 提交或修改报价（截止前，每次修改都保留） POST /v1/api/supplier/rfqs/{id}/quote */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    forbiddenMsg: SUPPLIERS_ONLY,
    input: rfqQuoteSchema,
    labels: RFQ_LABELS,
  },
  ({ user, params, input }) => submitRfqQuote(user, routeId(params.id, RFQ_MSG.notFound), input),
);
