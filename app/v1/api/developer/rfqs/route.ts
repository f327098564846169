import { RFQ_LABELS, RFQ_MSG, rfqDraftSchema } from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { listBuyerRfqs, rfqListInput, saveDraft } from '@/server/services/rfq';

const buyer = { auth: 'user', topType: TOP_TYPE.buyer, forbiddenMsg: RFQ_MSG.buyersOnly } as const;

/** 我的询比价分页 GET /v1/api/developer/rfqs */
export const GET = handler(
  { ...buyer, input: rfqListInput, labels: RFQ_LABELS },
  ({ user, input }) => listBuyerRfqs(user, input),
);

/** 保存询比价草稿 POST /v1/api/developer/rfqs */
export const POST = handler(
  { ...buyer, input: rfqDraftSchema, labels: RFQ_LABELS },
  ({ user, input }) => saveDraft(user, input),
);
