import { QUOTE_LABELS } from '@/lib/inquiry-quote';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { supplierInquiries, supplierInquiryListInput } from '@/server/services/supplier-inquiries';

/** 供应商询价列表（待报价/已报价/已截止） GET /v1/api/supplier/inquiries */
export const GET = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    input: supplierInquiryListInput,
    labels: QUOTE_LABELS,
  },
  ({ user, input }) => supplierInquiries(user, input),
);
