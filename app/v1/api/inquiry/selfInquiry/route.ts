import { selfInquirySchema } from '@/lib/opportunity-rules';
import { handler } from '@/server/http/handler';
import { createSelfInquiry, selfInquiryPage, selfInquiryQuery } from '@/server/services/inquiries';
import { PAGE_LABELS } from '@/server/services/paging';

const LABELS = {
  itemName: '产品名称',
  spec: '规格',
  quantity: '采购数量',
  unit: '单位',
  contactName: '联系人',
  phone: '手机号',
  expectedDate: '期望到货日期',
  remark: '备注',
};

/** 自助询价列表（供应商可见） GET /v1/api/inquiry/selfInquiry */
export const GET = handler(
  { input: selfInquiryQuery, labels: PAGE_LABELS },
  async ({ input, user }) => selfInquiryPage(input, user),
);

/** 自助询价提交 POST /v1/api/inquiry/selfInquiry */
export const POST = handler(
  {
    auth: 'user',
    input: selfInquirySchema,
    labels: LABELS,
    rateLimit: { name: 'self-inquiry', max: 20, windowSeconds: 3600 },
  },
  async ({ input, user }) => createSelfInquiry(user, input),
);
