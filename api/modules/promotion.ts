import { defineApis, endpoint } from '../registry';
import type { Sharer, SharerInfo, SupplierApplication } from '../types';

export const promotionApi = defineApis('promotion', {
  /** 供应商报名申请 POST /v1/api/promotion/SupplierApplication */
  supplierApplication: endpoint<SupplierApplication, { id: number }>()(
    'POST',
    '/v1/api/promotion/SupplierApplication',
  ),
  /** 登记分享人 POST /v1/api/promotion/sharer */
  promotionSharer: endpoint<Sharer, SharerInfo>()('POST', '/v1/api/promotion/sharer'),
  // Without a share code it answers the signed-in user's own registration.
  /** 分享人信息 GET /v1/api/promotion/sharerInfo */
  sharerInfo: endpoint<{ shareCode?: string } | undefined, SharerInfo | null>()(
    'GET',
    '/v1/api/promotion/sharerInfo',
  ),
});
