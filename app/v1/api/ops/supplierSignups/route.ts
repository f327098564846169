import { handler } from '@/server/http/handler';
import { pendingSignups } from '@/server/services/ops';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';

/** 待审核的优选供应商报名 GET /v1/api/ops/supplierSignups */
export const GET = handler(
  { auth: 'ops', roles: ['auditor'], input: pageQuery(10), labels: PAGE_LABELS },
  ({ input }) => pendingSignups(input),
);
