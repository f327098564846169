import type { RecruitApplyInput } from '@/lib/supplier';
import { defineApis, endpoint } from '../registry';
import type { TenantStatus } from '../types';

export const applyApi = defineApis('apply', {
  /**
   * 报名 POST /v1/api/apply/{tenantId}：不带 recruitId 为优选供应商报名，带 recruitId 为报名
   * 供应商招募
   */
  applyTenant: endpoint<
    RecruitApplyInput | undefined,
    { id: number; tenantStatus?: TenantStatus }
  >()('POST', '/v1/api/apply/{tenantId}'),
});
