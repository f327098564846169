import { QUOTE_MSG } from '@/lib/inquiry-quote';
import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import { supplierInquiryDetail } from '@/server/services/supplier-inquiries';

/** 供应商询价详情与本企业报价 GET /v1/api/supplier/inquiries/{id} */
export const GET = handler({ auth: 'user', topType: TOP_TYPE.supplier }, ({ user, params }) =>
  supplierInquiryDetail(user, routeId(params.id, QUOTE_MSG.notFound)),
);
