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
  /** 分享人信息 GET /v1/api/promotion/sharerInfo（不带分享码时为本人的登记） */
  sharerInfo: endpoint<{ shareCode?: string } | undefined, SharerInfo | null>()(
    'GET',
    '/v1/api/promotion/sharerInfo',
  ),
});
