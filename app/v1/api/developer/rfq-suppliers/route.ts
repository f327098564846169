import { RFQ_MSG } from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import {
  SUPPLIER_OPTION_LABELS,
  supplierOptionInput,
  supplierOptions,
} from '@/server/services/rfq';

/** 邀请供应商：按类目、地区、会员等级、认证筛选名录 GET /v1/api/developer/rfq-suppliers */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.buyer,
    forbiddenMsg: RFQ_MSG.buyersOnly,
    input: supplierOptionInput,
    labels: SUPPLIER_OPTION_LABELS,
  },
  ({ user, input }) => supplierOptions(user, input),
);
