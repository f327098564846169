import { handler } from '@/server/http/handler';
import { pendingDesigners } from '@/server/services/ops';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';

/** 待审核的设计师认证 GET /v1/api/ops/designers */
export const GET = handler(
  { auth: 'ops', roles: ['auditor'], input: pageQuery(10), labels: PAGE_LABELS },
  ({ input }) => pendingDesigners(input),
);
