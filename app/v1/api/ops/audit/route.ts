import { handler } from '@/server/http/handler';
import { listOpsAudit, OPS_AUDIT_LABELS, opsAuditQuery } from '@/server/services/ops-audit';

/** 操作日志 GET /v1/api/ops/audit?actor=&action=&targetType=&targetId=&themeCode=&from=&to= */
export const GET = handler(
  { auth: 'ops', roles: ['auditor'], input: opsAuditQuery, labels: OPS_AUDIT_LABELS },
  ({ input }) => listOpsAudit(input),
);
