import { handler } from '@/server/http/handler';
import { PAGE_LABELS } from '@/server/services/paging';
import { noticeInput, rfqNotices } from '@/server/services/rfq';

/** 询价公告：公开的询比价（不含任何价格） GET /v1/api/rfq/notices */
export const GET = handler({ input: noticeInput, labels: PAGE_LABELS }, ({ input }) =>
  rfqNotices(input),
);
