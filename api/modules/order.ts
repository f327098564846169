import type { z } from '@/lib/zod';
import type { orderDraftSchema } from '@/lib/cart';
import { defineApis, endpoint } from '../registry';
import type { Page, PageQuery } from '../types';
import type {
  ApprovalRules,
  OrderAction,
  OrderActorRole,
  OrderStatus,
  OrderTabKey,
} from '@/lib/order-lifecycle';

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
  status: OrderStatus;
  statusText: string;
  supplierId: number;
  supplierName: string;
  buyerEnterpriseName: string;
  /** The member who placed the order. */
  buyerName: string;
  projectId: number | null;
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
  /** Null on a line awarded from a free 询比价 line. */
  itemId: number | null;
  /** Null on every line awarded from 询比价 (quoted price, no catalogue SKU). */
  skuId: number | null;
  itemName: string;
  skuName: string;
  picUrl: string | null;
  unit: string;
  /** Unit price, fen. */
  price: number;
  num: number;
  amount: number;
  /** Already shipped over every shipment. */
  shippedNum: number;
}

export interface OrderApprovalStep {
  level: number;
  approverId: number;
  approverName: string;
  status: 'pending' | 'approved' | 'rejected';
  note: string | null;
  decidedAt: string | null;
}

export interface OrderShipmentView {
  id: number;
  carrier: string;
  trackingNo: string;
  createdAt: string;
  lines: { orderLineId: number; itemName: string; skuName: string; num: number }[];
}

export interface OrderEventView {
  id: number;
  action: OrderAction;
  actionText: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actorName: string | null;
  actorRole: OrderActorRole;
  note: string | null;
  createdAt: string;
}

export interface OrderDetail extends OrderSummary {
  address: { receiverName: string; phone: string; province: string; city: string; address: string };
  remark: string | null;
  auditorName: string | null;
  lines: OrderLineView[];
  approvals: OrderApprovalStep[];
  shipments: OrderShipmentView[];
  events: OrderEventView[];
  /** When receipt becomes automatic (ORDER_AUTO_RECEIVE_DAYS after the last shipment). */
  autoReceiveAt: string | null;
  /** How the viewer relates to the order, and what the viewer may do now. */
  viewerRoles: OrderActorRole[];
  actions: OrderAction[];
}

/** Both centres' order lists: a status tab, a keyword (order number, project or the other party), dates. */
export interface OrderListQuery extends PageQuery {
  tab?: OrderTabKey;
  keyword?: string;
  /** YYYY-MM-DD, Asia/Shanghai, inclusive. */
  dateFrom?: string;
  dateTo?: string;
}

export type OrderTabCounts = Record<OrderTabKey, number>;

export interface ReasonInput {
  reason: string;
}

export interface ShipInput {
  carrier: string;
  trackingNo: string;
  lines: { orderLineId: number; num: number }[];
}

/** An order waiting for the viewer's approval (待我审核). */
export interface PendingApproval extends OrderSummary {
  level: number;
  levels: number;
  remark: string | null;
  /** Budget left on the order's project in fen, null when it has no budget. */
  budgetLeft: number | null;
  lines: OrderLineView[];
}

/** What the rules imply for an amount (the confirm page's notice). */
export interface ApprovalPlanView {
  approvers: Auditor[];
  text: string;
  /** A rule can't be met (e.g. no approver picked, a limit passed): submission will be refused. */
  problem: string | null;
}

export interface ApprovalRulesView extends ApprovalRules {
  /** The viewer may change them (company administrator). */
  editable: boolean;
  members: MemberLimit[];
}

export interface MemberLimit {
  userId: number;
  name: string;
  phone: string;
  isAdmin: boolean;
  /** Fen; null: no limit. */
  monthlyLimit: number | null;
  /** This month's spend in fen. */
  spentThisMonth: number;
}

export interface ApprovalRulesInput extends ApprovalRules {
  members: { userId: number; monthlyLimit: number | null }[];
}

export interface ProjectSpend {
  id: number;
  projectName: string;
  province: string | null;
  city: string | null;
  /** Fen; null: no budget. */
  budget: number | null;
  spent: number;
  orderCount: number;
  createdAt: string;
}

export const orderApi = defineApis('order', {
  /** 导出订单（文件流） POST /v1/api/developer/orders/export */
  exportDeveloperOrders: endpoint<{ ids?: number[]; tab?: OrderTabKey }, Blob>()(
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
  /** 我的订单各状态数量 GET /v1/api/developer/orders/counts */
  getDeveloperOrderCounts: endpoint<
    Omit<OrderListQuery, 'tab' | 'pageNo' | 'pageSize'>,
    OrderTabCounts
  >()('GET', '/v1/api/developer/orders/counts'),
  /** 订单详情（采购方、审核人、供应商均可查看自己相关的订单） GET /v1/api/order/{id} */
  getOrder: endpoint<void, OrderDetail>()('GET', '/v1/api/order/{id}'),
  /** 审核通过 POST /v1/api/order/{id}/approve */
  approveOrder: endpoint<{ note?: string }, OrderDetail>()('POST', '/v1/api/order/{id}/approve'),
  /** 审核驳回 POST /v1/api/order/{id}/reject */
  rejectOrder: endpoint<ReasonInput, OrderDetail>()('POST', '/v1/api/order/{id}/reject'),
  /** 取消订单（供应商确认前） POST /v1/api/order/{id}/cancel */
  cancelOrder: endpoint<{ reason?: string }, OrderDetail>()('POST', '/v1/api/order/{id}/cancel'),
  /** 供应商确认 POST /v1/api/order/{id}/confirm */
  confirmOrder: endpoint<void, OrderDetail>()('POST', '/v1/api/order/{id}/confirm'),
  /** 供应商拒绝 POST /v1/api/order/{id}/refuse */
  refuseOrder: endpoint<ReasonInput, OrderDetail>()('POST', '/v1/api/order/{id}/refuse'),
  /** 发货（可分批） POST /v1/api/order/{id}/ship */
  shipOrder: endpoint<ShipInput, OrderDetail>()('POST', '/v1/api/order/{id}/ship'),
  /** 确认收货 POST /v1/api/order/{id}/receive */
  receiveOrder: endpoint<void, OrderDetail>()('POST', '/v1/api/order/{id}/receive'),
  /** 再次购买：按今日价格放回采购车 POST /v1/api/order/{id}/rebuy */
  rebuyOrder: endpoint<void, { added: number; changes: string[] }>()(
    'POST',
    '/v1/api/order/{id}/rebuy',
  ),
  /** 待我审核 GET /v1/api/orderAudit/pending */
  getPendingApprovals: endpoint<PageQuery, Page<PendingApproval>>()(
    'GET',
    '/v1/api/orderAudit/pending',
  ),
  /** 本单审核流程预览 GET /v1/api/orderAudit/plan */
  getApprovalPlan: endpoint<
    { amount: number; auditorId?: number; projectId?: number },
    ApprovalPlanView
  >()('GET', '/v1/api/orderAudit/plan'),
  /** 审批规则 GET /v1/api/orderAudit/rules */
  getApprovalRules: endpoint<void, ApprovalRulesView>()('GET', '/v1/api/orderAudit/rules'),
  /** 保存审批规则（企业管理员） PUT /v1/api/orderAudit/rules */
  saveApprovalRules: endpoint<ApprovalRulesInput, ApprovalRulesView>()(
    'PUT',
    '/v1/api/orderAudit/rules',
  ),
  /** 我的项目（花费与预算） GET /v1/api/developer/projects */
  getProjectSpends: endpoint<void, ProjectSpend[]>()('GET', '/v1/api/developer/projects'),
  /** 设置项目预算 PUT /v1/api/developer/project/{id}/budget */
  setProjectBudget: endpoint<{ budget: number | null }, ProjectSpend>()(
    'PUT',
    '/v1/api/developer/project/{id}/budget',
  ),
  /** 供应商订单分页 GET /v1/api/supplier/orders */
  getSupplierOrders: endpoint<OrderListQuery, Page<OrderSummary>>()(
    'GET',
    '/v1/api/supplier/orders',
  ),
  /** 供应商订单各状态数量 GET /v1/api/supplier/orders/counts */
  getSupplierOrderCounts: endpoint<
    Omit<OrderListQuery, 'tab' | 'pageNo' | 'pageSize'>,
    OrderTabCounts
  >()('GET', '/v1/api/supplier/orders/counts'),
  /** 导出供应商订单（文件流） POST /v1/api/supplier/orders/export */
  exportSupplierOrders: endpoint<{ ids?: number[]; tab?: OrderTabKey }, Blob>()(
    'POST',
    '/v1/api/supplier/orders/export',
    { responseType: 'blob' },
  ),
});
