import type { OpsUserStatus } from '@/lib/ops-users';
import { defineApis, endpoint } from '../registry';
import type { OpsReview, Page, PageQuery } from '../types';

/** An enterprise identity as the console lists it. */
export interface OpsIdentity {
  id: number;
  name: string;
  /** 1 supplier, 2 buyer. */
  type: number;
  status: number;
  tenantStatus: string | null;
  creditCode: string | null;
  isAdmin: boolean;
  /** The identity the user has in use. */
  active: boolean;
}

export interface OpsUser {
  id: number;
  phone: string;
  name: string;
  isOperator: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
  /** Failed sign-ins still counted against the account (lib/login-escalation). */
  loginFailures: number;
  /** The failures make sign-ins harder (captcha or waits): 解除登录限制 clears them. */
  loginLimited: boolean;
  identities: OpsIdentity[];
  createdAt: string;
}

export interface OpsUserDetail extends OpsUser {
  activeSessions: number;
  /** Certification decisions of the user (designer) and of their enterprises. */
  history: OpsReview[];
}

export interface OpsEnterprise {
  id: number;
  name: string;
  /** 统一社会信用代码; null for enterprises certified before it was asked. */
  creditCode: string | null;
  type: number;
  childType: number | null;
  status: number;
  tenantStatus: string | null;
  memberCount: number;
  createdAt: string;
}

export interface OpsEnterpriseDetail extends OpsEnterprise {
  rejectReason: string | null;
  members: { id: number; name: string; phone: string; isAdmin: boolean; disabled: boolean }[];
  history: OpsReview[];
}

export type OpsUserQuery = PageQuery & { keyword?: string; status?: OpsUserStatus };
export type OpsEnterpriseQuery = PageQuery & { keyword?: string; type?: number };

export const opsUsersApi = defineApis('ops-users', {
  /** 用户列表（手机号/姓名/企业名/信用代码） GET /v1/api/ops/users */
  opsUsers: endpoint<OpsUserQuery, Page<OpsUser>>()('GET', '/v1/api/ops/users'),
  /** 用户详情：身份与认证记录 GET /v1/api/ops/users/{id} */
  opsUser: endpoint<void, OpsUserDetail>()('GET', '/v1/api/ops/users/{id}'),
  /** 停用用户，其登录立即失效 POST /v1/api/ops/users/{id}/disable */
  opsDisableUser: endpoint<{ reason: string }, OpsUser>()('POST', '/v1/api/ops/users/{id}/disable'),
  /** 启用用户 POST /v1/api/ops/users/{id}/enable */
  opsEnableUser: endpoint<void, OpsUser>()('POST', '/v1/api/ops/users/{id}/enable'),
  /** 解除登录限制 POST /v1/api/ops/users/{id}/unlock */
  opsUnlockUser: endpoint<void, OpsUser>()('POST', '/v1/api/ops/users/{id}/unlock'),
  /** 企业列表（企业名/信用代码/成员手机号） GET /v1/api/ops/enterprises */
  opsEnterprises: endpoint<OpsEnterpriseQuery, Page<OpsEnterprise>>()(
    'GET',
    '/v1/api/ops/enterprises',
  ),
  /** 企业详情：成员与认证记录 GET /v1/api/ops/enterprises/{id} */
  opsEnterprise: endpoint<void, OpsEnterpriseDetail>()('GET', '/v1/api/ops/enterprises/{id}'),
});
