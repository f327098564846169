import type { OpsRole } from '@/lib/ops-roles';
import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

/** One row of the ops audit log. */
export interface OpsAuditEntry {
  id: number;
  actor: { id: number; name: string; phone: string };
  action: string;
  targetType: string;
  targetId: string;
  themeCode: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface OpsAuditFilter {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  themeCode?: string;
  from?: string;
  to?: string;
}

/** A role held by a user, as the role-management section lists it. */
export interface OpsRoleEntry {
  id: number;
  role: OpsRole;
  themeCode: string | null;
  user: { id: number; name: string; phone: string };
  createdAt: string;
}

export const opsConsoleApi = defineApis('ops', {
  /** 操作日志 GET /v1/api/ops/audit */
  opsAudit: endpoint<PageQuery & OpsAuditFilter, Page<OpsAuditEntry>>()('GET', '/v1/api/ops/audit'),
});
