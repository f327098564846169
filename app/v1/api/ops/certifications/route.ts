import { handler } from '@/server/http/handler';
import { pendingCertifications } from '@/server/services/ops';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';

/** 待审核的企业认证 GET /v1/api/ops/certifications（等待最久的在前） */
export const GET = handler(
  { auth: 'ops', roles: ['auditor'], input: pageQuery(10), labels: PAGE_LABELS },
  ({ input }) => pendingCertifications(input),
);
