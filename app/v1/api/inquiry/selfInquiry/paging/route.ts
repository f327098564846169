import { handler } from '@/server/http/handler';
import { selfInquiryPage, selfInquiryQuery } from '@/server/services/inquiries';
import { PAGE_LABELS } from '@/server/services/paging';

/** 我的自助询价 GET /v1/api/inquiry/selfInquiry/paging */
export const GET = handler(
  { auth: 'user', input: selfInquiryQuery, labels: PAGE_LABELS },
  async ({ input, user }) => selfInquiryPage(input, user, { mineOnly: true }),
);
