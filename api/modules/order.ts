import type { z } from '@/lib/zod';
import type { orderDraftSchema } from '@/lib/cart';
import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';

/** POST developer/order: the lines with the unit prices the confirm page showed, and a key per visit. */
export type OrderDraft = z.input<typeof orderDraftSchema>;

export interface Auditor {
  id: number;
  name: string;
}

/** The orders one checkout made (one per supplier); a repeated key returns the same ones. */
export interface PlacedOrders {
  orders: { id: number; orderNo: string; totalAmount: number; supplierName: string }[];
}

export interface OrderSummary {
  id: number;
  orderNo: string;
  /** 1 待审核, 2 待发货, 3 已发货, 4 已完成, 0 已取消. */
  status: number;
  statusText: string;
  supplierId: number;
  supplierName: string;
  projectName: string | null;
  /** Fen. */
  goodsAmount: number;
  freightAmount: number;
  totalAmount: number;
  lineCount: number;
  createdAt: string;
}

export interface OrderLineView {
  id: number;
  itemId: number;
  skuId: number;
  itemName: string;
  skuName: string;
  picUrl: string | null;
  unit: string;
  /** Unit price, fen. */
  price: number;
  num: number;
  amount: number;
}

export interface OrderDetail extends OrderSummary {
  address: { receiverName: string; phone: string; province: string; city: string; address: string };
  remark: string | null;
  auditorName: string | null;
  lines: OrderLineView[];
}

export interface OrderListQuery extends PageQuery {
  status?: number;
  orderNo?: string;
}

export const orderApi = defineApis('order', {
  /** 导出订单（文件流） POST /v1/api/developer/orders/export */
  exportDeveloperOrders: endpoint<{ ids?: number[]; status?: number }, Blob>()(
    'POST',
    '/v1/api/developer/orders/export',
    { responseType: 'blob' },
  ),
  /** 提交订单 POST /v1/api/developer/order */
  createDeveloperOrder: endpoint<OrderDraft, PlacedOrders>()('POST', '/v1/api/developer/order'),
  /** 上次选择的审核人 GET /v1/api/orderAudit/auditorCache */
  getAuditorCache: endpoint<void, Auditor | null>()('GET', '/v1/api/orderAudit/auditorCache'),
  /** 审核人列表 GET /v1/api/orderAudit/auditorList */
  getAuditorList: endpoint<void, Auditor[]>()('GET', '/v1/api/orderAudit/auditorList'),
  /** 我的订单分页 GET /v1/api/developer/orders */
  getDeveloperOrders: endpoint<OrderListQuery, Page<OrderSummary>>()(
    'GET',
    '/v1/api/developer/orders',
  ),
  /** 订单详情 GET /v1/api/developer/order/{id} */
  getDeveloperOrder: endpoint<void, OrderDetail>()('GET', '/v1/api/developer/order/{id}'),
});
