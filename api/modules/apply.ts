import { defineApis, endpoint } from '../registry';

export const applyApi = defineApis('apply', {
  /** 申请成为优选供应商 POST /v1/api/apply/{tenantId} */
  applyTenant: endpoint<{ shareCode?: string } | undefined, null>()(
    'POST',
    '/v1/api/apply/{tenantId}',
  ),
});
