import type { RealmCreate, RealmForm, RealmFormInput } from '@/lib/ops-realms';
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

/** A realm in the 伙伴专区 list. */
export interface RealmSummary {
  code: string;
  name: string;
  shortName: string;
  domains: string[];
  themeColor: string;
  logo: string;
  published: boolean;
  isDefault: boolean;
  updatedAt: string;
}

/** A realm as the form edits it, with its state. */
export interface RealmDetail extends RealmForm {
  code: string;
  published: boolean;
  isDefault: boolean;
  updatedAt: string;
}

/** What a realm may feature on its home page. */
export interface RealmOptions {
  categories: { id: number; name: string; pid: number }[];
  suppliers: { id: number; name: string }[];
}

export interface OpsRoleGrant {
  phone: string;
  role: OpsRole;
  themeCode?: string | null;
}

export const opsConsoleApi = defineApis('ops-console', {
  /** 操作日志 GET /v1/api/ops/audit */
  opsAudit: endpoint<PageQuery & OpsAuditFilter, Page<OpsAuditEntry>>()('GET', '/v1/api/ops/audit'),
  /** 伙伴专区列表 GET /v1/api/ops/realms */
  opsRealms: endpoint<void, RealmSummary[]>()('GET', '/v1/api/ops/realms'),
  /** 新建专区 POST /v1/api/ops/realms */
  opsCreateRealm: endpoint<RealmFormInput & Pick<RealmCreate, 'code'>, RealmDetail>()(
    'POST',
    '/v1/api/ops/realms',
  ),
  /** 专区详情 GET /v1/api/ops/realms/{code} */
  opsRealm: endpoint<void, RealmDetail>()('GET', '/v1/api/ops/realms/{code}'),
  /** 修改专区 PUT /v1/api/ops/realms/{code} */
  opsUpdateRealm: endpoint<RealmFormInput, RealmDetail>()('PUT', '/v1/api/ops/realms/{code}'),
  /** 发布或下线专区 POST /v1/api/ops/realms/{code}/publish */
  opsPublishRealm: endpoint<{ published: boolean }, RealmDetail>()(
    'POST',
    '/v1/api/ops/realms/{code}/publish',
  ),
  /** 专区可选的精选类目与供应商 GET /v1/api/ops/realmOptions */
  opsRealmOptions: endpoint<void, RealmOptions>()('GET', '/v1/api/ops/realmOptions'),
  /** 运营角色列表 GET /v1/api/ops/roles */
  opsRoles: endpoint<PageQuery & { phone?: string }, Page<OpsRoleEntry>>()(
    'GET',
    '/v1/api/ops/roles',
  ),
  /** 授予运营角色 POST /v1/api/ops/roles */
  opsGrantRole: endpoint<OpsRoleGrant, OpsRoleEntry>()('POST', '/v1/api/ops/roles'),
  /** 收回运营角色 DELETE /v1/api/ops/roles/{id} */
  opsRevokeRole: endpoint<void, { id: number }>()('DELETE', '/v1/api/ops/roles/{id}'),
});
