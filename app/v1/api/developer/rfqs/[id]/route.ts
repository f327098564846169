import { RFQ_LABELS, RFQ_MSG, rfqDraftSchema } from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { buyerRfqDetail, saveDraft } from '@/server/services/rfq';

const buyer = { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: RFQ_MSG.buyersOnly } as const;

/** 询比价详情（截止前只有报价数量，截止后含比价表） GET /v1/api/developer/rfqs/{id} */
export const GET = handler(buyer, ({ user, params }) =>
  buyerRfqDetail(user, routeId(params.id, RFQ_MSG.notFound)),
);

/** 修改询比价草稿 PUT /v1/api/developer/rfqs/{id} */
export const PUT = handler(
  { ...buyer, input: rfqDraftSchema, labels: RFQ_LABELS },
  ({ user, input, params }) => saveDraft(user, input, routeId(params.id, RFQ_MSG.notFound)),
);
