import { defineApis, endpoint } from '../registry';
import type { EnterpriseBasics, EnterpriseInfo, TenantCertification } from '../types';

export const tenantApi = defineApis('tenant', {
  /** 提交企业认证 POST /v1/api/tenant/save */
  tenantSave: endpoint<TenantCertification, { enterpriseId: number }>()(
    'POST',
    '/v1/api/tenant/save',
  ),
  /** 修改企业认证 PUT /v1/api/tenant/update */
  tenantUpdate: endpoint<TenantCertification & { enterpriseId: number }, null>()(
    'PUT',
    '/v1/api/tenant/update',
  ),
  /** 企业认证信息 GET /v1/api/tenant/info */
  tenantInfo: endpoint<{ enterpriseId?: number } | undefined, EnterpriseInfo | null>()(
    'GET',
    '/v1/api/tenant/info',
  ),
  /** 按 id 查企业 GET /v1/api/tenant/infoById/{id} */
  tenantInfoById: endpoint<void, EnterpriseBasics>()('GET', '/v1/api/tenant/infoById/{id}'),
  /** 按名称匹配企业 GET /v1/api/tenant/match */
  tenantMatch: endpoint<{ name: string }, { id: number; name: string }[]>()(
    'GET',
    '/v1/api/tenant/match',
  ),
  /** 企业类型 GET /v1/api/tenant/enterpriseType/{id} */
  getEnterpriseType: endpoint<void, { type: number; childType: number | null }>()(
    'GET',
    '/v1/api/tenant/enterpriseType/{id}',
  ),
  /** 企业名称是否已认证 GET /v1/api/tenant/enterpriseCheck */
  enterpriseCheck: endpoint<{ name: string }, boolean>()('GET', '/v1/api/tenant/enterpriseCheck'),
});
