import { defineApis, endpoint } from '../registry';

export interface OrderDraft {
  cartIds: number[];
  receiveAddressId: number;
  auditorId?: number;
  remark?: string;
}

export interface Auditor {
  id: number;
  name: string;
}

export const orderApi = defineApis('order', {
  /** 导出订单（文件流） POST /v1/api/developer/orders/export */
  exportDeveloperOrders: endpoint<Record<string, unknown>, Blob>()(
    'POST',
    '/v1/api/developer/orders/export',
    { responseType: 'blob' },
  ),
  /** 提交订单 POST /v1/api/developer/order */
  createDeveloperOrder: endpoint<OrderDraft, { orderId: number; orderNo: string }>()(
    'POST',
    '/v1/api/developer/order',
  ),
  /** 上次选择的审核人 GET /v1/api/orderAudit/auditorCache */
  getAuditorCache: endpoint<void, Auditor | null>()('GET', '/v1/api/orderAudit/auditorCache'),
  /** 审核人列表 GET /v1/api/orderAudit/auditorList */
  getAuditorList: endpoint<void, Auditor[]>()('GET', '/v1/api/orderAudit/auditorList'),
});
