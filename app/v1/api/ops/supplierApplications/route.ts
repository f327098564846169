import { handler } from '@/server/http/handler';
import { PAGE_LABELS, pageQuery } from '@/server/services/paging';
import { supplierApplicationsForOps } from '@/server/services/supplier-programs';

/** 供应商报名申请 GET /v1/api/ops/supplierApplications（运营） */
export const GET = handler(
  { auth: 'ops', roles: ['auditor'], input: pageQuery(10), labels: PAGE_LABELS },
  ({ input }) => supplierApplicationsForOps(input),
);
