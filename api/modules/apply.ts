import type { RecruitApplyInput } from '@/lib/supplier';
import { defineApis, endpoint } from '../registry';
import type { TenantStatus } from '../types';

export const applyApi = defineApis('apply', {
  // Without recruitId the enterprise signs up as a selected supplier; with one, for that recruit.
  /** 优选供应商报名或招募报名 POST /v1/api/apply/{tenantId} */
  applyTenant: endpoint<
    RecruitApplyInput | undefined,
    { id: number; tenantStatus?: TenantStatus }
  >()('POST', '/v1/api/apply/{tenantId}'),
});
