import { defineApis, endpoint } from '../registry';
import type { Sharer, SupplierApplication } from '../types';

export const promotionApi = defineApis('promotion', {
  /** 供应商报名申请 POST /v1/api/promotion/SupplierApplication */
  supplierApplication: endpoint<SupplierApplication, null>()(
    'POST',
    '/v1/api/promotion/SupplierApplication',
  ),
  /** 登记分享人 POST /v1/api/promotion/sharer */
  promotionSharer: endpoint<Sharer, { shareCode: string }>()('POST', '/v1/api/promotion/sharer'),
  /** 分享人信息 GET /v1/api/promotion/sharerInfo */
  sharerInfo: endpoint<{ shareCode: string }, Sharer | null>()(
    'GET',
    '/v1/api/promotion/sharerInfo',
  ),
});
